import { localizeMessage } from 'shared-kernel/rules';
import { isAxiosError } from './axios-error';

/**
 * The server's message when it is a string (error body `{ statusCode, message }`, or an answer object
 * carrying `message`), else the fallback. Transport errors never leak their technical text. A validation
 * message (the rules' English, as the server answers) comes in the console's language.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (isAxiosError(err)) return stringMessage(err.response?.data) ?? fallback;
  if (err instanceof Error) return fallback;
  return stringMessage(err) ?? fallback;
}

function stringMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? localizeMessage(message) : null;
}
