import ContentCopy from '@mui/icons-material/ContentCopy';
import Code from '@mui/icons-material/Code';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { IconButton, Paper } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { ReactElement } from 'react';
import type { Widget } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';
import type { WidgetActions } from './widget-actions';

function Action({ label, name, icon, onClick }: { label: string; name: string; icon: ReactElement; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={T.actionFor(label, name)} onClick={onClick} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Desktop: one row a widget, its actions as labelled icon buttons. */
export function WidgetsTable({ widgets, actions }: { widgets: Widget[]; actions: WidgetActions }) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.domainsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columnName}</TableCell>
            <TableCell>{T.columnDomain}</TableCell>
            <TableCell>{T.columnPluginId}</TableCell>
            <TableCell align="right">{T.columnActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {widgets.map((widget) => (
            <TableRow key={widget._id} hover>
              <TableCell sx={{ fontWeight: 500 }}>{widget.widgetName}</TableCell>
              <TableCell>{widget.domain}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>{widget.pluginId}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Action label={T.copySettings} name={widget.widgetName} icon={<ContentCopy fontSize="small" />} onClick={() => actions.copy(widget)} />
                <Action label={T.script} name={widget.widgetName} icon={<Code fontSize="small" />} onClick={() => actions.script(widget)} />
                <Action label={T.edit} name={widget.widgetName} icon={<EditOutlined fontSize="small" />} onClick={() => actions.edit(widget)} />
                <Action label={T.delete} name={widget.widgetName} icon={<DeleteOutlined fontSize="small" />} onClick={() => actions.remove(widget)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
