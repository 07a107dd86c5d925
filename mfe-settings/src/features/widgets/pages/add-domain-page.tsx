// Add Domain (/create-widget, spec 001 §2, §5, §8): name and domain (Create disabled without both), the
// other settings at the defaults or copied from another widget (navigation state). After a create: the
// toast, the form cleared and the embed script in a modal; closing it (or Escape) goes to /my-widgets.
// Routing (issue 27) is set here too: a new widget may need its queue limits from the first chat.
import { Alert, Box, Button, Paper, Stack, TextField } from 'shared-kernel/mui';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { ROUTES, defaultWidgetSettings, embedScript } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { useLocation, useNavigate } from 'shared-kernel/routing';
import { RoutingSection } from '../components/editor/routing-section';
import { LazyEmbedScriptDialog } from '../components/lazy-embed-script-dialog';
import { PageHeader } from '../components/page-header';
import { useCreateWidget } from '../hooks/use-create-widget';
import { readCreateState } from '../lib/navigation-state';
import { routingDraft, routingKey, routingPayload, type RoutingDraft } from '../lib/routing-form';
import { widgetScriptBase } from '../lib/script-base';
import { WIDGET_TEXTS as T } from '../texts';

export default function AddDomainPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateWidget();
  const copied = useMemo(() => readCreateState(location.state), [location.state]);
  const [widgetName, setWidgetName] = useState('');
  const [domain, setDomain] = useState('');
  const [routing, setRouting] = useState(() => routingDraft(copied?.copy.routing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [script, setScript] = useState<string | null>(null);
  const ready = widgetName.trim() !== '' && domain.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const settings = copied?.copy ?? defaultWidgetSettings(user?.email);
    const result = await create(widgetName, domain, { ...settings, routing: routingPayload(routing) });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setWidgetName('');
    setDomain('');
    setRouting(routingDraft(copied?.copy.routing));
    setErrors({});
    setScript(embedScript(widgetScriptBase(), result.widget.pluginId, result.widget.domain));
  };

  const changeRouting = useCallback((field: keyof RoutingDraft, value: string) => {
    setRouting((draft) => ({ ...draft, [field]: value }));
    setErrors(({ [routingKey(field)]: _drop, ...rest }) => rest);
  }, []);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <PageHeader title={T.addDomainTitle} back={ROUTES.myWidgets} />
      <Paper component="form" noValidate aria-label={T.addDomainTitle} onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {copied && <Alert severity="info">{T.copiedFrom(copied.copiedFrom)}</Alert>}
          <TextField
            id="add-domain-name"
            label={T.widgetName}
            value={widgetName}
            required
            fullWidth
            error={Boolean(errors.widgetName)}
            helperText={errors.widgetName}
            onChange={(event) => {
              setWidgetName(event.target.value);
              setErrors(({ widgetName: _drop, ...rest }) => rest);
            }}
          />
          <TextField
            id="add-domain-domain"
            label={T.domain}
            value={domain}
            required
            fullWidth
            autoComplete="url"
            error={Boolean(errors.domain)}
            helperText={errors.domain || T.domainHelp}
            onChange={(event) => {
              setDomain(event.target.value);
              setErrors(({ domain: _drop, ...rest }) => rest);
            }}
          />
          <RoutingSection values={routing} errors={errors} onChange={changeRouting} />
          <Box>
            <Button type="submit" variant="contained" disabled={!ready || busy}>
              {T.create}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <LazyEmbedScriptDialog open={script !== null} script={script ?? ''} onClose={() => navigate(ROUTES.myWidgets)} />
    </Box>
  );
}
