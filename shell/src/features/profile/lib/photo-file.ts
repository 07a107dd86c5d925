// Checked again by the server (by content); here only to refuse the wrong file before uploading it.
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export function isAcceptedPhoto(file: File): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= PHOTO_MAX_BYTES;
}
