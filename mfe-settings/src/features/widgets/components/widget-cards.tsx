import MoreVert from '@mui/icons-material/MoreVert';
import { Box, IconButton, Typography } from 'shared-kernel/mui';
import { Menu, MenuItem } from 'shared-kernel/mui-console';
import { Card, CardContent, CardHeader } from 'shared-kernel/mui-data';
import { useId, useState } from 'react';
import type { Widget } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';
import type { WidgetActions } from './widget-actions';

function WidgetCard({ widget, actions }: { widget: Widget; actions: WidgetActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const run = (action: (w: Widget) => void) => () => {
    setAnchor(null);
    action(widget);
  };
  return (
    <Card variant="outlined" component="li">
      <CardHeader
        title={widget.widgetName}
        slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600, wordBreak: 'break-word' } } }}
        subheader={widget.domain}
        action={
          <IconButton
            aria-label={T.actionsFor(widget.widgetName)}
            aria-haspopup="menu"
            aria-controls={anchor ? `${id}-menu` : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {T.columnPluginId}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {widget.pluginId}
        </Typography>
      </CardContent>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(actions.copy)}>{T.copy}</MenuItem>
        <MenuItem onClick={run(actions.script)}>{T.script}</MenuItem>
        <MenuItem onClick={run(actions.edit)}>{T.edit}</MenuItem>
        <MenuItem onClick={run(actions.remove)} sx={{ color: 'error.main' }}>
          {T.delete}
        </MenuItem>
      </Menu>
    </Card>
  );
}

/** Mobile and tablet: one card a widget with a menu (Copy, Script, Edit, Delete). */
export function WidgetCards({ widgets, actions }: { widgets: Widget[]; actions: WidgetActions }) {
  return (
    <Box component="ul" aria-label={T.domainsTitle} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {widgets.map((widget) => (
        <WidgetCard key={widget._id} widget={widget} actions={actions} />
      ))}
    </Box>
  );
}
