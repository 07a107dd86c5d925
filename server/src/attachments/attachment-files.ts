import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Guest attachments live in DATA_DIR/uploads/attachments as <uuid>.<ext>. The kind is decided by the
// file's first bytes (never by the guest's file name or content type), and the stored extension alone
// decides the content type it is served with.

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'The file is too large: attachments can be at most 5 MB';
export const ATTACHMENT_WRONG_TYPE = 'Only images (PNG, JPEG, GIF, WebP) and PDF files can be sent';

export type AttachmentKind = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf';

export const ATTACHMENT_CONTENT_TYPES: Record<AttachmentKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Only names this server hands out: a v4 uuid and a known extension (nothing to climb out with). */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|webp|pdf)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of a file by its magic bytes, or null when it is none of the accepted ones. */
export function attachmentKind(data: Buffer): AttachmentKind | null {
  if (data.length > 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  const head = data.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (head.startsWith('%PDF-')) return 'pdf';
  return null;
}

/** The kind of a stored file name, or null when the name is not one of ours. */
export function storedAttachmentKind(fileName: string): AttachmentKind | null {
  const match = STORED_NAME.exec(fileName);
  return match ? (match[1] as AttachmentKind) : null;
}

export function attachmentDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'attachments');
}

export async function saveAttachment(dataDir: string, data: Buffer, kind: AttachmentKind): Promise<string> {
  const dir = attachmentDir(dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomUUID()}.${kind}`;
  await writeFile(path.join(dir, fileName), data, { flag: 'wx' });
  return fileName;
}

/** The stored bytes, or null when the name is not ours or the file is missing. */
export async function readAttachment(dataDir: string, fileName: string): Promise<Buffer | null> {
  if (!storedAttachmentKind(fileName)) return null;
  return readFile(path.join(attachmentDir(dataDir), fileName)).catch(() => null);
}
