// remotes.json sits beside index.html and maps each remote's federation name to its manifest URL,
// so a remote redeployed elsewhere only needs a new remotes.json, never a shell rebuild.
export type RemotesConfig = Record<string, string>;

export const REMOTES_FILE = 'remotes.json';

/** Reads remotes.json relative to the document base; manifest URLs may be relative to that file. */
export async function fetchRemotesConfig(
  base: string = document.baseURI,
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesConfig> {
  const fileUrl = new URL(REMOTES_FILE, base);
  const response = await fetchImpl(fileUrl.href, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_FILE} answered ${response.status}`);
  return parseRemotesConfig(await response.json(), fileUrl.href);
}

export function parseRemotesConfig(raw: unknown, fileUrl: string): RemotesConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${REMOTES_FILE} must be an object`);
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`${REMOTES_FILE}: ${name} needs a manifest URL`);
    config[name] = new URL(entry, fileUrl).href;
  }
  return config;
}
