import { Box, Typography } from 'shared-kernel/mui';
import type { WebhookDeliveryView } from 'shared-kernel/integrations';
import { prettyBody } from '../lib/format';
import { INTEGRATIONS_TEXTS as T } from '../texts';

const preStyle = {
  m: 0,
  p: 1.5,
  maxHeight: 320,
  overflow: 'auto',
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/**
 * What was sent and what came back. Both come from outside (the receiver wrote the answer), so both are
 * React text children inside <pre>: never parsed as HTML.
 */
export function DeliveryDetails({ id, delivery }: { id: string; delivery: WebhookDeliveryView }) {
  return (
    <Box id={id} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, py: 1 }}>
      <section>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {T.bodySent}
        </Typography>
        {/* Focusable, so a keyboard can scroll a long body. */}
        <Box component="pre" tabIndex={0} sx={preStyle} data-testid="delivery-body">
          {prettyBody(delivery.body)}
        </Box>
      </section>
      <section>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {T.answer}
        </Typography>
        <Box component="pre" tabIndex={0} sx={preStyle} data-testid="delivery-answer">
          {delivery.lastAnswer ?? T.noAnswer}
        </Box>
      </section>
    </Box>
  );
}
