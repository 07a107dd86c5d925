// Any path no route matches (spec 001 §2), signed in or not.
import { useSignedIn } from 'shared-kernel/platform';
import { NotFoundPage } from 'shared-kernel/ui';

export function NotFound() {
  return <NotFoundPage signedIn={useSignedIn()} />;
}
