import { Typography } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { AutoMessage } from 'shared-kernel/contracts';
import { pagePathLabel } from '../lib/auto-message-form';
import { AUTO_TEXTS as T } from '../texts';
import { AutoRowActions, type AutoRowActionsProps } from './auto-row-actions';

export interface AutoListProps {
  items: readonly AutoMessage[];
  /** Edit and delete, for those who may manage; absent = read only (no Actions column). */
  actions?: AutoRowActionsProps;
}

const clamp = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** Tablet and desktop: Title, Domain, Page Path, Message, Timer (secs), Actions (spec 001 §2). */
export function AutoMessagesTable({ items, actions }: AutoListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.listLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{T.colTitle}</TableCell>
            <TableCell>{T.colDomain}</TableCell>
            <TableCell>{T.colPagePath}</TableCell>
            <TableCell sx={{ width: '35%' }}>{T.colMessage}</TableCell>
            <TableCell align="right">{T.colTimer}</TableCell>
            {actions && <TableCell sx={{ width: 96 }}>{T.colActions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item._id} hover>
              <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{item.title}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{item.widgetId?.domain ?? ''}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', color: item.pagePath ? undefined : 'text.secondary' }}>{pagePathLabel(item.pagePath)}</TableCell>
              <TableCell>
                <Typography variant="body2" title={item.message} sx={clamp}>
                  {item.message}
                </Typography>
              </TableCell>
              <TableCell align="right">{item.timer}</TableCell>
              {actions && (
                <TableCell>
                  <AutoRowActions item={item} {...actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
