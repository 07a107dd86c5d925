// The AI assist form: its values (the view without the month's count), its checks (the shared schema), its payload.
import type { AiAssistSettingsPayload, AiAssistSettingsView } from 'shared-kernel/ai-assist';
import { aiAssistSettingsSchema } from 'shared-kernel/ai-assist';
import { fieldErrors } from 'shared-kernel/validation';

export type AiAssistValues = AiAssistSettingsPayload;
export type AiAssistField = keyof AiAssistValues;

export function initialAiValues(view: AiAssistSettingsView): AiAssistValues {
  const { usedThisMonth: _used, ...values } = view;
  return values;
}

/** Each field's first message; the whole form's (an endpoint needed to turn it on) on the base URL. */
export function validateAiAssist(values: AiAssistValues): Partial<Record<AiAssistField, string>> {
  const errors = fieldErrors(aiAssistSettingsSchema, values);
  const found: Partial<Record<AiAssistField, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = (path === '' ? (values.baseUrl ? 'model' : 'baseUrl') : path) as AiAssistField;
    found[field] ??= message;
  }
  return found;
}

export function aiAssistPayload(values: AiAssistValues): AiAssistSettingsPayload {
  return { ...values, baseUrl: values.baseUrl.trim(), model: values.model.trim(), organization: values.organization.trim(), monthlyCap: Number(values.monthlyCap), agentPerMinute: Number(values.agentPerMinute) };
}
