import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/http-error';
import { PHOTO_CONTENT_TYPES, readProfilePhoto, storedPhotoKind } from './photo-files';
import { sendStoredFile } from '../http/send-stored-file';
import { fileNameParams } from '../http/input-schemas';

/**
 * Public (an <img> sends no token): `/files/profile-photos/<uuid>.jpg|png`. Any other name is a
 * 404, so no path can leave the folder; the content type comes from our own extension, and
 * nosniff plus a closed CSP keep a browser from reading the bytes as anything but an image.
 */
export function registerProfilePhotoRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { fileName: string } }>('/files/profile-photos/:fileName', { schema: { params: fileNameParams } }, async (request, reply) => {
    const { fileName } = request.params;
    const kind = storedPhotoKind(fileName);
    const data = kind ? await readProfilePhoto(ctx.settings.dataDir, fileName) : null;
    if (!kind || !data) throw notFound('Profile photo not found');
    // A stored name never gets other bytes: a new photo is a new name.
    const cacheControl = 'public, max-age=31536000, immutable';
    return sendStoredFile(reply, data, { name: fileName, contentType: PHOTO_CONTENT_TYPES[kind], cacheControl });
  });
}
