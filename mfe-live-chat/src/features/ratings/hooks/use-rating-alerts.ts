// A guest rated an ended chat (issue 28): a blue toast names the guest, the rating and the comment. The
// words and the memory of ratings come with the first 'chat-rated', so the first dashboard does not grow.
import { useEvent, useToast } from 'shared-kernel/platform';

const loadAlert = () => import('../lib/rating-alert');

export function useRatingAlerts(): void {
  const toast = useToast();
  useEvent('chat-rated', (event) => {
    loadAlert().then(
      ({ ratingHeard }) => {
        // Null for a rating heard already (a replay after a reconnect).
        const text = ratingHeard(event);
        if (text) toast.info(text);
      },
      // Not downloaded (offline): this rating goes unannounced; the history has it.
      () => undefined,
    );
  });
}
