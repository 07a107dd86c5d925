import { useMemo } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /chat/dashboard-conversation: the guest's open chat and earlier messages. */
export const dashboardConversation = (api: ApiClient, visitorId: string) => api.call('dashboardConversation', { visitorId });

/** POST /chat/end-chat-by-agent. */
export const endChatByAgent = (api: ApiClient, visitorId: string) => api.call('endChatByAgent', { visitorId });

/** GET /chat/teamwork?chatId= (issue 26): who holds the chat, its notes and hand-overs. */
export const chatTeamwork = (api: ApiClient, chatId: string) => api.call('chatTeamwork', undefined, { query: { chatId } });

/** POST /chat/note-attachment (issue 26): a file (image or PDF) as a staff-only note. */
export const noteAttachment = (api: ApiClient, chatId: string, noteId: string, file: File) => {
  const form = new FormData();
  form.append('chatId', chatId);
  form.append('noteId', noteId);
  form.append('file', file, file.name);
  return api.call('noteAttachment', form);
};

export function useChatPanelCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      load: (visitorId: string) => dashboardConversation(api, visitorId),
      end: (visitorId: string) => endChatByAgent(api, visitorId),
      teamwork: (chatId: string) => chatTeamwork(api, chatId),
      noteFile: (chatId: string, noteId: string, file: File) => noteAttachment(api, chatId, noteId, file),
    }),
    [api],
  );
}
