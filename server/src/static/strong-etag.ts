import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';

interface Known {
  size: number;
  mtimeMs: number;
  etag: string;
}

/** Files hashed so far, by absolute path: a file is read for its tag once per version (size and time). */
const known = new Map<string, Known>();
const MAX_KNOWN = 5_000;

/**
 * A strong ETag of the file's bytes: equal only when the bytes are, so each coding of a file has its own
 * (`.br` and `.gz` are other bytes) and a rebuild that changes nothing keeps it.
 */
export async function strongEtag(file: string, stat: Stats): Promise<string> {
  const seen = known.get(file);
  if (seen && seen.size === stat.size && seen.mtimeMs === stat.mtimeMs) return seen.etag;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, etag });
  return etag;
}

/** If-None-Match against a tag, with the weak comparison RFC 9110 (13.1.2) prescribes for it. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
