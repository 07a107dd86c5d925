// The agent photo rule (spec 001 §5): a JPG, JPEG or PNG of exactly 100 × 100 px, checked in the
// browser before anything is sent (the server checks the file's content again).
import { LIMITS } from 'shared-kernel/contracts';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { readImageSize } from './image-size';

export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const PHOTO_EXTENSION = /\.(jpe?g|png)$/i;

/** By MIME type, or by the name's extension when the browser gives no type. */
export function isPhotoType(file: File): boolean {
  if (file.type) return (PHOTO_TYPES as readonly string[]).includes(file.type);
  return PHOTO_EXTENSION.test(file.name);
}

/** null when the photo may be used, else the message to show under the field. */
export async function checkPhoto(file: File): Promise<string | null> {
  if (!isPhotoType(file)) return T.photoType;
  let size;
  try {
    size = await readImageSize(file);
  } catch {
    return T.photoUnreadable;
  }
  const side = LIMITS.AGENT_PHOTO_PX;
  return size.width === side && size.height === side ? null : T.photoSize(size.width, size.height);
}
