import { useEffect, useState } from 'react';
import { useApi } from 'shared-kernel/platform';
import type { ApiClient } from 'shared-kernel/http';

export type AttachmentUrl = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * The type comes from the file's extension (the server names stored files by their checked kind), never from
 * the answer: the full-screen frame then only ever gets a PDF, whatever else a response might claim to be.
 */
function typed(blob: Blob, fileName: string): Blob {
  const type = CONTENT_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return blob;
  return blob.type === type ? blob : new Blob([blob], { type });
}

/** An object URL of an attachment fetched with the session's token; revoked when the viewer unmounts. */
export function useAttachmentUrl(fileName: string): AttachmentUrl {
  const api = useApi();
  const [result, setResult] = useState<{ fileName: string; value: AttachmentUrl }>({ fileName, value: { state: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchAttachment(api, fileName, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        if (!(blob instanceof Blob)) throw new Error('Not a file');
        url = URL.createObjectURL(typed(blob, fileName));
        setResult({ fileName, value: { state: 'ready', url } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ fileName, value: { state: 'failed' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, fileName]);
  return result.fileName === fileName ? result.value : { state: 'loading' };
}

/**
 * GET /chat/attachments/:fileName: the file of an attachment message. It needs the bearer token, so it is
 * fetched through the console's HTTP client as a blob (an <img src> or a plain link could not send it).
 */
export async function fetchAttachment(api: ApiClient, fileName: string, signal?: AbortSignal): Promise<Blob> {
  const response = await api.request<Blob>({ method: 'GET', url: `/chat/attachments/${encodeURIComponent(fileName)}`, responseType: 'blob', signal });
  return response.data;
}
