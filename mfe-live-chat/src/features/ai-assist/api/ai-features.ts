// Which AI assist features this console shows (issue 36): read once per console, all off while AI assist is off.
import type { ApiClient } from 'shared-kernel/http';
import { AI_ASSIST_API, type AiAssistFeatures } from 'shared-kernel/ai-assist';

export const NO_AI: AiAssistFeatures = { suggestions: false, rewrite: false, summaries: false };

const asked = new WeakMap<ApiClient, Promise<AiAssistFeatures>>();

/** One call per console (its client); a failed one is asked again next time. */
export function aiFeatures(api: ApiClient): Promise<AiAssistFeatures> {
  let answer = asked.get(api);
  if (!answer) {
    answer = api.request<AiAssistFeatures>({ method: AI_ASSIST_API.aiFeatures.method, url: AI_ASSIST_API.aiFeatures.path }).then(
      (response) => ({ ...NO_AI, ...response.data }),
      () => {
        asked.delete(api);
        return NO_AI;
      },
    );
    asked.set(api, answer);
  }
  return answer;
}
