import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../http/multipart-form';
import { PHOTO_MESSAGE, PROFILE_PHOTO_MAX_BYTES } from './photo-files';

/** The text fields and the uploaded photo (if any) of an update-profile request. */
export interface ProfileForm {
  fields: Record<string, unknown>;
  photo: Buffer | null;
}

const FIELD_LIMITS = { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 };

/** Reads a multipart form (file field `profilePhoto`) or a plain JSON body of the same fields. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, photo: null };
  }
  const { fields, file } = await readMultipartForm(request, { limits: FIELD_LIMITS, fileField: 'profilePhoto', fileTooLarge: PHOTO_MESSAGE });
  return { fields, photo: file };
}
