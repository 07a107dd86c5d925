import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error';
import { INPUT_MESSAGES, inputProblem, jsonTextTooDeep, keyProblem } from './input-guard';
import { text } from './valued-text';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The named file field's content; null when absent or empty (a form sent without a chosen file). */
  file: Buffer | null;
}

export interface MultipartRules {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
  fileField: string;
  fileTooLarge: string;
}

const MALFORMED = 'The form could not be read: send well-formed multipart/form-data';

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Reads a multipart form: text fields under the same rules as every other input, the one file field
 * kept (others read and dropped). Any parsing failure is the sender's: a 4xx with a message, never a 500.
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, text('The field {field} is too long', { field: part.fieldname }));
        const problem = keyProblem(part.fieldname) ?? inputProblem(part.value);
        if (problem) throw badRequest(problem);
        // A field written as JSON meets the nesting bound whether or not its route reads it.
        if (typeof part.value === 'string' && /^\s*[[{]/.test(part.value) && jsonTextTooDeep(part.value)) throw badRequest(INPUT_MESSAGES.tooDeep);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === rules.fileField && data.length > 0) file = data;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, rules.fileTooLarge);
    const status = (error as { statusCode?: number } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new HttpError(status, (error as Error).message);
    throw badRequest(MALFORMED);
  }
  return { fields, file };
}
