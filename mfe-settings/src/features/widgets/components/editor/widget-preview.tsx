// The live preview (spec 001 §2, §4): the real widget in preview mode in a same-origin frame, fed the
// unsaved settings by postMessage on every change and whenever the frame says it is ready.
import { Box, Paper, Typography } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  WIDGET_PREVIEW_PATH,
  WIDGET_PREVIEW_READY,
  WIDGET_PREVIEW_SETTINGS,
  type WidgetPreviewSettings,
  type WidgetPublicConfig,
} from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../../texts';

export function WidgetPreview({ config }: { config: WidgetPublicConfig }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [online, setOnline] = useState(true);
  const latest = useRef({ config, online });
  latest.current = { config, online };

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const message: WidgetPreviewSettings = { type: WIDGET_PREVIEW_SETTINGS, config: latest.current.config, online: latest.current.online };
    // Only the page's own origin may receive the settings.
    target.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    post();
  }, [config, online, post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our frame, from our origin, may ask for the settings.
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === WIDGET_PREVIEW_READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  return (
    <Paper component="section" aria-labelledby="widget-preview-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="widget-preview-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {T.preview}
      </Typography>
      <Tabs value={online ? 'online' : 'offline'} onChange={(_event, value: string) => setOnline(value === 'online')} aria-label={T.preview} sx={{ mb: 1 }}>
        <Tab value="online" label={T.online} id="widget-preview-online" aria-controls="widget-preview-panel" />
        <Tab value="offline" label={T.offline} id="widget-preview-offline" aria-controls="widget-preview-panel" />
      </Tabs>
      <Box
        id="widget-preview-panel"
        role="tabpanel"
        aria-labelledby={online ? 'widget-preview-online' : 'widget-preview-offline'}
        sx={{ height: { xs: 520, lg: 600 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
      >
        <Box component="iframe" ref={frame} src={WIDGET_PREVIEW_PATH} title={T.previewFrame} onLoad={post} sx={{ width: '100%', height: '100%', border: 0, display: 'block' }} />
      </Box>
    </Paper>
  );
}
