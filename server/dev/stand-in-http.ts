import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../src/mail/templates/escape-html';

const MAX_BODY = 1024 * 1024;

/** The request body as text (refused above 1 MB). */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** URLSearchParams as a flat record (form keys keep their brackets: 'metadata[requestId]'). */
export function paramsOf(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) out[key] = value;
  return out;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Stripe's error envelope. */
export function sendStripeError(response: ServerResponse, status: number, type: string, message: string, param?: string): void {
  sendJson(response, status, { error: { type, message, ...(param ? { param } : {}) } });
}

/** `formTargets`: origins a form may end up at after the stand-in's redirect (browsers check redirects too). */
export function sendHtml(response: ServerResponse, status: number, title: string, body: string, formTargets: string[] = []): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(' ')}`,
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
      `label,input,button{display:block;font-size:1rem;margin-top:.5rem}input{padding:.5rem;width:100%;box-sizing:border-box}` +
      `button{padding:.6rem 1.5rem;margin-top:1rem}[role=alert]{color:#b00020}</style></head><body><main>${body}</main></body></html>`,
  );
}

export { escapeHtml };
