// The verification flow of spec 001 §2/§4: running, then success (its text appears 2 s after the
// answer, /login after 6 s) or failure (the server's message; the link page goes to /login after 9 s).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-kernel/routing';
import { LIMITS, ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';
import { SIGNED_OUT_TEXTS } from '../../auth/texts';
import { verifyOtp } from '../api/verify-otp';

/** 'verified': the answer came, the success text is not shown yet. */
export type VerificationPhase = 'idle' | 'running' | 'verified' | 'success' | 'failed';

export interface VerificationState {
  phase: VerificationPhase;
  /** The server's message of a failure. */
  message: string | null;
}

export function useVerification({ redirectOnFailure }: { redirectOnFailure: boolean }) {
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<VerificationState>({ phase: 'idle', message: null });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const verify = useCallback(
    async (id: string, otp: string) => {
      setState({ phase: 'running', message: null });
      try {
        await verifyOtp(api, id, otp);
        setState({ phase: 'verified', message: null });
        later(LIMITS.VERIFY_SUCCESS_TEXT_MS, () => setState({ phase: 'success', message: null }));
        later(LIMITS.VERIFY_SUCCESS_REDIRECT_MS, () => navigate(ROUTES.login, { replace: true }));
      } catch (err) {
        setState({ phase: 'failed', message: errorMessage(err, SIGNED_OUT_TEXTS.genericError) });
        if (redirectOnFailure) later(LIMITS.VERIFY_FAILURE_REDIRECT_MS, () => navigate(ROUTES.login, { replace: true }));
      }
    },
    [api, navigate, later, redirectOnFailure],
  );

  return { ...state, verify };
}
