// Guest attachments: images and PDF up to 5 MB, posted to the server, which turns them into a chat message.
import { t, widgetLocale } from '../i18n/widget-texts';

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The reason the file cannot be sent, or null. */
export function validateAttachment(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ATTACHMENT_TYPES.includes(file.type)) return t('attachmentType');
  if (file.size > ATTACHMENT_MAX_BYTES) return t('attachmentSize');
  return null;
}

/** Resolves to null on success, else the text to show. */
export async function uploadAttachment(args: {
  fetchImpl: typeof fetch;
  origin: string;
  pluginId: string;
  visitorId: string;
  file: File;
}): Promise<string | null> {
  const body = new FormData();
  body.append('pluginId', args.pluginId);
  body.append('visitorId', args.visitorId);
  body.append('file', args.file, args.file.name);
  try {
    // A refusal comes back in the language the widget speaks (the server translates by Accept-Language).
    const headers = { 'Accept-Language': widgetLocale() };
    const response = await args.fetchImpl(`${args.origin}/api/visitor-widget/attachments`, { method: 'POST', body, headers });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof answer?.message === 'string' ? answer.message : t('attachmentFailed');
  } catch {
    return t('attachmentFailed');
  }
}
