// AI assist's calls (issue 36), kept out of the `API` table: only the settings and live chat areas make them.
import type { AiAssistFeatures, AiAssistSettingsPayload, AiAssistSettingsView, AiTestConnectionAnswer, AiTestConnectionPayload } from './ai-assist-types';

export const AI_ASSIST_API = {
  aiSettings: { method: 'GET', path: '/ai-assist/settings' },
  saveAiSettings: { method: 'PATCH', path: '/ai-assist/settings' },
  testAiConnection: { method: 'POST', path: '/ai-assist/test-connection' },
  aiFeatures: { method: 'GET', path: '/ai-assist/features' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH'; path: string }>;

export type AiAssistKey = keyof typeof AI_ASSIST_API;

/** Typed payload and answer of each call, keyed as `AI_ASSIST_API`. */
export interface AiAssistCalls {
  /** Owners and co-admins. */
  aiSettings: { payload: void; answer: AiAssistSettingsView };
  saveAiSettings: { payload: AiAssistSettingsPayload; answer: AiAssistSettingsView };
  testAiConnection: { payload: AiTestConnectionPayload; answer: AiTestConnectionAnswer };
  /** Any staff member: which AI controls to show. */
  aiFeatures: { payload: void; answer: AiAssistFeatures };
}
