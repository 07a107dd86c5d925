// Domains (/my-widgets, spec 001 §2): the account's widgets as a table on desktop and cards below
// 1024 px, 7 skeleton rows while loading, delete with confirmation, Copy Settings into Add Domain, the
// embed script in a modal (its own chunk) and Edit with the widget as navigation state.
import Add from '@mui/icons-material/Add';
import { Box, Button } from 'shared-kernel/mui';
import { useMemo, useState } from 'react';
import { LIMITS, ROUTES, embedScript, type Widget } from 'shared-kernel/contracts';
import { useToast, useViewport } from 'shared-kernel/platform';
import { Link as RouterLink, useNavigate } from 'shared-kernel/routing';
import { ConfirmDialog, EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
import { LazyEmbedScriptDialog } from '../components/lazy-embed-script-dialog';
import { PageHeader } from '../components/page-header';
import type { WidgetActions } from '../components/widget-actions';
import { WidgetCards } from '../components/widget-cards';
import { WidgetsTable } from '../components/widgets-table';
import { useWidgets } from '../hooks/use-widgets';
import type { CreateWidgetState, EditWidgetState } from '../lib/navigation-state';
import { widgetScriptBase } from '../lib/script-base';
import { settingsCopy } from '../lib/widget-form';
import { WIDGET_TEXTS as T } from '../texts';

export default function DomainsPage() {
  const { list, reload, remove } = useWidgets();
  const viewport = useViewport();
  const navigate = useNavigate();
  const toast = useToast();
  const [scriptOf, setScriptOf] = useState<Widget | null>(null);
  const [deleting, setDeleting] = useState<Widget | null>(null);
  const [busy, setBusy] = useState(false);

  const actions = useMemo<WidgetActions>(
    () => ({
      copy: (widget) => {
        const state: CreateWidgetState = { copy: settingsCopy(widget), copiedFrom: widget.widgetName };
        toast.success(T.copiedSettings(widget.widgetName));
        navigate(ROUTES.createWidget, { state });
      },
      script: setScriptOf,
      edit: (widget) => navigate(ROUTES.editWidget, { state: { widget } satisfies EditWidgetState }),
      remove: setDeleting,
    }),
    [navigate, toast],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    await remove(deleting);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={T.domainsTitle}>
        <Button component={RouterLink} to={ROUTES.createWidget} variant="contained" startIcon={<Add />}>
          {T.addDomain}
        </Button>
      </PageHeader>
      {list.status === 'loading' && <SkeletonList rows={LIMITS.SKELETONS.list} />}
      {list.status === 'failed' && (
        <LoadFailed text={T.loadFailed} onRetry={reload} />
      )}
      {list.status === 'ready' && list.widgets.length === 0 && <EmptyState text={T.empty} />}
      {list.status === 'ready' &&
        list.widgets.length > 0 &&
        (viewport === 'desktop' ? <WidgetsTable widgets={list.widgets} actions={actions} /> : <WidgetCards widgets={list.widgets} actions={actions} />)}
      <LazyEmbedScriptDialog
        open={Boolean(scriptOf)}
        script={scriptOf ? embedScript(widgetScriptBase(), scriptOf.pluginId, scriptOf.domain) : ''}
        onClose={() => setScriptOf(null)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={T.deleteTitle}
        message={deleting ? T.deleteQuestion(deleting.widgetName, deleting.domain) : undefined}
        confirmLabel={T.delete}
        confirmColor="error"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
