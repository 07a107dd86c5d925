import { Button } from 'shared-kernel/mui';
import { EmptyState } from './empty-state';
import { UI_TEXTS } from './texts';

export interface LoadFailedProps {
  /** What could not be loaded; the spec's top-level fallback by default. */
  text?: string;
  onRetry: () => void;
}

/** A list whose first load failed: the reason and a Retry button in the list's place. */
export function LoadFailed({ text = UI_TEXTS.apiLoadFailed, onRetry }: LoadFailedProps) {
  return (
    <EmptyState text={text}>
      <Button onClick={onRetry} sx={{ mt: 1 }}>
        {UI_TEXTS.retry}
      </Button>
    </EmptyState>
  );
}
