// Edit widget (/edit-widget and /widget-settings, spec 001 §2): the widget comes as navigation state;
// without one the page goes back to /my-widgets. The editor is its own chunk behind this small page.
import { Box } from 'shared-kernel/mui';
import { lazy, Suspense, useMemo } from 'react';
import { LIMITS, ROUTES } from 'shared-kernel/contracts';
import { Navigate, useLocation } from 'shared-kernel/routing';
import { SkeletonList } from 'shared-kernel/ui';
import { PageHeader } from '../components/page-header';
import { readEditState } from '../lib/navigation-state';
import { WIDGET_TEXTS as T } from '../texts';

const WidgetEditor = lazy(() => import('../components/editor/widget-editor'));

export default function EditWidgetPage() {
  const location = useLocation();
  const state = useMemo(() => readEditState(location.state), [location.state]);
  if (!state) return <Navigate to={ROUTES.myWidgets} replace />;
  const title = location.pathname === ROUTES.widgetSettings ? T.settingsTitle : T.editTitle;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} back={ROUTES.myWidgets} />
      <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>
        <WidgetEditor key={state.widget._id} widget={state.widget} />
      </Suspense>
    </Box>
  );
}
