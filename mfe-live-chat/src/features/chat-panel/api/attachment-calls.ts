import type { ApiClient } from 'shared-kernel/http';

/**
 * GET /chat/attachments/:fileName: the file of an attachment message. It needs the bearer token, so it is
 * fetched through the console's HTTP client as a blob (an <img src> or a plain link could not send it).
 */
export async function fetchAttachment(api: ApiClient, fileName: string, signal?: AbortSignal): Promise<Blob> {
  const response = await api.request<Blob>({ method: 'GET', url: `/chat/attachments/${encodeURIComponent(fileName)}`, responseType: 'blob', signal });
  return response.data;
}
