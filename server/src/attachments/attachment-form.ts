import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/http-error';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from './attachment-files';

/** The text fields and the file of a guest's attachment upload. */
export interface AttachmentForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

const LIMITS = { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 };

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the multipart form (fields pluginId, visitorId, optional clientMessageId; file field `file`). */
export async function readAttachmentForm(request: FastifyRequest): Promise<AttachmentForm> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long`);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, ATTACHMENT_TOO_LARGE);
      throw error;
    }
    if (part.fieldname === 'file' && data.length > 0) file = data;
  }
  return { fields, file };
}
