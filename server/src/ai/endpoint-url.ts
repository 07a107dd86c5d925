// The base URL as the owner typed it, made into the one the SDK appends `/chat/completions` to.

/**
 * `http://localhost:11434` and `https://api.openai.com` get `/v1` (the chat-completions servers' usual
 * root); a path that already names a version (`/v1`, `/openai/v1`, `/api/v1`) or any other path (a
 * proxy's, Azure's deployments) is kept as typed. A pasted `…/chat/completions` and trailing slashes are dropped.
 */
export function endpointBaseUrl(typed: string): string {
  const url = new URL(typed.trim());
  url.hash = '';
  let path = url.pathname.replace(/\/+$/, '').replace(/\/chat\/completions$/i, '');
  if (path === '') path = '/v1';
  url.pathname = path;
  return url.toString().replace(/\/+$/, '');
}
