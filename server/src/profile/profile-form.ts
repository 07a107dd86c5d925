import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { PHOTO_MESSAGE, PROFILE_PHOTO_MAX_BYTES } from './photo-files';

/** The text fields and the uploaded photo (if any) of an update-profile request. */
export interface ProfileForm {
  fields: Record<string, unknown>;
  photo: Buffer | null;
}

const FIELD_LIMITS = { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 };

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads a multipart form (file field `profilePhoto`) or a plain JSON body of the same fields. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, photo: null };
  }
  const fields: Record<string, unknown> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts({ limits: FIELD_LIMITS })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long`);
      fields[part.fieldname] = part.value;
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, PHOTO_MESSAGE);
      throw error;
    }
    // Other file fields are read and dropped; an empty part is a form sent without a chosen file.
    if (part.fieldname === 'profilePhoto' && data.length > 0) photo = data;
  }
  return { fields, photo };
}
