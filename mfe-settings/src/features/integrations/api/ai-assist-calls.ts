// AI assist's settings calls (issue 36, owners and co-admins): read, save, and "Test connection".
import type { ApiClient } from 'shared-kernel/http';
import { AI_ASSIST_API, type AiAssistSettingsPayload, type AiAssistSettingsView, type AiTestConnectionAnswer, type AiTestConnectionPayload } from 'shared-kernel/ai-assist';

export async function fetchAiSettings(api: ApiClient, signal?: AbortSignal): Promise<AiAssistSettingsView> {
  return (await api.request<AiAssistSettingsView>({ method: AI_ASSIST_API.aiSettings.method, url: AI_ASSIST_API.aiSettings.path, signal })).data;
}

export async function saveAiSettings(api: ApiClient, payload: AiAssistSettingsPayload): Promise<AiAssistSettingsView> {
  return (await api.request<AiAssistSettingsView>({ method: AI_ASSIST_API.saveAiSettings.method, url: AI_ASSIST_API.saveAiSettings.path, data: payload })).data;
}

/** The model's answer or the endpoint's own error (an answer either way; only this server's errors reject). */
export async function testAiConnection(api: ApiClient, payload: AiTestConnectionPayload): Promise<AiTestConnectionAnswer> {
  return (await api.request<AiTestConnectionAnswer>({ method: AI_ASSIST_API.testAiConnection.method, url: AI_ASSIST_API.testAiConnection.path, data: payload })).data;
}
