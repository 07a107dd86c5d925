import { FallbackPage } from './fallback-page';
import { UI_TEXTS } from './texts';

export interface NotFoundPageProps {
  signedIn: boolean;
  onClearCache?: () => void;
}

/** Any unmatched path (spec 001 §2). */
export function NotFoundPage(props: NotFoundPageProps) {
  return <FallbackPage text={UI_TEXTS.notFound} {...props} />;
}
