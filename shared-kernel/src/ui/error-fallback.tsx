import { FallbackPage } from './fallback-page';
import { UI_TEXTS } from './texts';

export interface ErrorFallbackProps {
  signedIn: boolean;
  /** Shows a 'Retry' button (e.g. reload a remote that failed). */
  onRetry?: () => void;
  onClearCache?: () => void;
}

/** Render-failure screen (spec 000 §2). */
export function ErrorFallback(props: ErrorFallbackProps) {
  return <FallbackPage text={UI_TEXTS.errorFallback} {...props} />;
}
