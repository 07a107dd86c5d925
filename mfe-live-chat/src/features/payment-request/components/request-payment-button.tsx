import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Button } from 'shared-kernel/mui';
import { useState } from 'react';
import type { ChatRef } from 'shared-kernel/contracts';
import { PAYMENT_TEXTS as T } from '../../../app/texts';
import { RequestPaymentDialog } from './request-payment-dialog';

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
      {open && <RequestPaymentDialog chat={chat} onClose={() => setOpen(false)} />}
    </>
  );
}
