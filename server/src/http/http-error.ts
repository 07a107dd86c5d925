import { englishOf, type ErrorMessage } from './valued-text';

/**
 * An error whose status and message are meant for the caller (anything else becomes a 500). Its message is a
 * fixed text or a text with values (valued-text.ts): `message` is the English, `text` the message as thrown.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ErrorMessage,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishOf(text));
    this.name = 'HttpError';
  }
}

export const badRequest = (message: ErrorMessage) => new HttpError(400, message);
export const unauthorized = (message: ErrorMessage = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: ErrorMessage = 'Forbidden') => new HttpError(403, message);
export const notFound = (message: ErrorMessage = 'Not found') => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);
