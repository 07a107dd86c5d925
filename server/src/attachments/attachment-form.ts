import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error';
import { readMultipartForm } from '../http/multipart-form';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from './attachment-files';

/** The text fields and the file of a guest's attachment upload. */
export interface AttachmentForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

const LIMITS = { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 };

/** Reads the multipart form (fields pluginId, visitorId, optional clientMessageId; file field `file`). */
export async function readAttachmentForm(request: FastifyRequest): Promise<AttachmentForm> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  return readMultipartForm(request, { limits: LIMITS, fileField: 'file', fileTooLarge: ATTACHMENT_TOO_LARGE });
}
