import { lazy, Suspense } from 'react';
import type { EmbedScriptDialogProps } from './embed-script-dialog';

const EmbedScriptDialog = lazy(() => import('./embed-script-dialog'));

/** The script modal as its own chunk, fetched the first time it opens. */
export function LazyEmbedScriptDialog(props: EmbedScriptDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EmbedScriptDialog {...props} />
    </Suspense>
  );
}
