import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profilePhotoUrl } from 'shared-kernel/contracts';

// Profile photos live in DATA_DIR/uploads/profile-photos as <uuid>.jpg|png. The type is decided
// by the file's first bytes (never by the client's name or content type), and the stored
// extension alone decides the content type it is served with.

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MESSAGE = 'Profile photo must be a JPG or PNG image of at most 2 MB';

export type PhotoKind = 'jpg' | 'png';

/** A stored photo's public URL as the widget gets it (the console's own rule), '' when none. */
export const photoUrl = (fileName: string | null): string => profilePhotoUrl(fileName ? { fileName } : null) ?? '';

export const PHOTO_CONTENT_TYPES: Record<PhotoKind, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** Only names this server hands out: a v4 uuid and a known extension (nothing to climb out with). */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 'png' for a PNG (signature, then the IHDR chunk), 'jpg' for a JPEG (SOI marker), else null. */
export function photoKind(data: Buffer): PhotoKind | null {
  if (data.length > 16 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.toString('latin1', 12, 16) === 'IHDR') return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

/** The kind of a stored file name, or null when the name is not one of ours. */
export function storedPhotoKind(fileName: string): PhotoKind | null {
  const match = STORED_NAME.exec(fileName);
  return match ? (match[1] as PhotoKind) : null;
}

export function profilePhotoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'profile-photos');
}

export async function saveProfilePhoto(dataDir: string, data: Buffer, kind: PhotoKind): Promise<string> {
  const dir = profilePhotoDir(dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomUUID()}.${kind}`;
  await writeFile(path.join(dir, fileName), data, { flag: 'wx' });
  return fileName;
}

/** Best effort: a file that is already gone (or a name that is not ours) is not an error. */
export async function deleteProfilePhoto(dataDir: string, fileName: string | null): Promise<void> {
  if (!fileName || !storedPhotoKind(fileName)) return;
  await unlink(path.join(profilePhotoDir(dataDir), fileName)).catch(() => undefined);
}

/** The stored bytes, or null when the name is not ours or the file is missing. */
export async function readProfilePhoto(dataDir: string, fileName: string): Promise<Buffer | null> {
  if (!storedPhotoKind(fileName)) return null;
  return readFile(path.join(profilePhotoDir(dataDir), fileName)).catch(() => null);
}
