import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Button } from 'shared-kernel/mui';
import { lazy, Suspense, useState } from 'react';
import type { ChatRef } from 'shared-kernel/contracts';
import { PAYMENT_TEXTS as T } from '../../../app/texts';

// The dialog and its form library come with its first opening, not with the chat panel.
const RequestPaymentDialog = lazy(() => import('./request-payment-dialog').then((module) => ({ default: module.RequestPaymentDialog })));

/** 'Request Payment' in the chat panel header, opening its dialog (mounted only while open: a fresh form each time). */
export function RequestPaymentButton({ chat }: { chat: ChatRef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PaymentsOutlinedIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {T.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RequestPaymentDialog chat={chat} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
