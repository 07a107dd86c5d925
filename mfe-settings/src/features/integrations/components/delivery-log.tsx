import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import Refresh from '@mui/icons-material/Refresh';
import { LIMITS } from 'shared-kernel/contracts';
import { EmptyState, LoadFailed, SkeletonList, visuallyHidden } from 'shared-kernel/ui';
import { useId } from 'react';
import type { DeliveryLog as Log } from '../hooks/use-delivery-log';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { DeliveryRow } from './delivery-row';

/** "Delivery log (last 7 days)": Refresh, the page's rows (each opening its body and answer), Newer and Older. */
export function DeliveryLog({ log }: { log: Log }) {
  const titleId = useId();
  const rows = log.log?.data ?? [];
  const hasOlder = log.log?.meta.hasNextPage ?? false;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {T.logTitle}
        </Typography>
        <Button startIcon={<Refresh />} onClick={log.refresh}>
          {T.refresh}
        </Button>
      </Stack>
      {log.log === null ? (
        log.failed ? (
          <LoadFailed text={T.loadFailed} onRetry={log.refresh} />
        ) : (
          <SkeletonList rows={LIMITS.SKELETONS.list} />
        )
      ) : rows.length === 0 ? (
        <EmptyState text={T.logEmpty} />
      ) : (
        <TableContainer>
          <Table aria-label={T.logLabel} size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {T.showDetails}
                  </Box>
                </TableCell>
                <TableCell>{T.event}</TableCell>
                <TableCell>{T.status}</TableCell>
                <TableCell align="right">{T.duration}</TableCell>
                <TableCell align="right">{T.attempts}</TableCell>
                <TableCell>{T.time}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {T.actions}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} onResend={log.resend} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(log.page > 1 || hasOlder) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" disabled={log.page === 1} onClick={() => log.goTo(log.page - 1)}>
            {T.newer}
          </Button>
          <Typography variant="body2" aria-live="polite">
            {T.pageOf(log.page)}
          </Typography>
          <Button size="small" disabled={!hasOlder} onClick={() => log.goTo(log.page + 1)}>
            {T.older}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
