import { Button, IconButton } from 'shared-kernel/mui';
import { TableCell, TableRow } from 'shared-kernel/mui-data';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useId, useState, type MouseEvent } from 'react';
import type { WebhookDeliveryView } from 'shared-kernel/integrations';
import { formatDateTime } from '../lib/format';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { DeliveryDetails } from './delivery-details';
import { DeliveryStatus } from './delivery-status';

export const DELIVERY_COLUMNS = 7;

export interface DeliveryRowProps {
  delivery: WebhookDeliveryView;
  onResend: (delivery: WebhookDeliveryView) => Promise<void>;
}

/**
 * One delivery; a click on the row (or its first button, the keyboard's way in) opens what was sent and
 * answered beneath it. Only a failed delivery can be sent again.
 */
export function DeliveryRow({ delivery, onResend }: DeliveryRowProps) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [resending, setResending] = useState(false);
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen((was) => !was);
  };
  const resend = async (event: MouseEvent) => {
    event.stopPropagation();
    setResending(true);
    await onResend(delivery);
    setResending(false);
  };
  return (
    <>
      <TableRow hover onClick={toggle} sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={open ? T.hideDetails : T.showDetails} aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={toggle}>
            {open ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{delivery.event}</TableCell>
        <TableCell>
          <DeliveryStatus delivery={delivery} />
        </TableCell>
        <TableCell align="right">{delivery.lastDurationMs ?? T.none}</TableCell>
        <TableCell align="right">{delivery.attempts}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.createdAt) ?? T.none}</TableCell>
        <TableCell>
          {delivery.state === 'failed' && (
            <Button size="small" variant="outlined" disabled={resending} onClick={(event) => void resend(event)}>
              {T.resend}
            </Button>
          )}
        </TableCell>
      </TableRow>
      {open && (
        // Named on its own, so the row's name is not the body and answer it holds.
        <TableRow aria-label={T.detailsOf(delivery.id)}>
          <TableCell colSpan={DELIVERY_COLUMNS}>
            <DeliveryDetails id={detailsId} delivery={delivery} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
