import { useEffect, useState } from 'react';
import type { AiAssistFeatures } from 'shared-kernel/ai-assist';
import { useApi } from 'shared-kernel/platform';
import { aiFeatures, NO_AI } from '../api/ai-features';

/** The account's AI assist features (all off until known). */
export function useAiFeatures(): AiAssistFeatures {
  const api = useApi();
  const [features, setFeatures] = useState<AiAssistFeatures>(NO_AI);
  useEffect(() => {
    let live = true;
    void aiFeatures(api).then((answer) => live && setFeatures(answer));
    return () => {
      live = false;
    };
  }, [api]);
  return features;
}
