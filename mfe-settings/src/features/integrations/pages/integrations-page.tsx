// Integrations (/integrations, issues 35 and 36): webhook endpoints, API keys and AI assist of the account, for owners and
// co-admins (the shell's route table refuses the others, the server too). The tab is kept in the address
// (?tab=api-keys) so a reload or a shared link opens the same one.
import { Box, Typography } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { useSearchParams } from 'shared-kernel/routing';
import { AiAssistTab } from '../components/ai-assist-tab';
import { AI_ASSIST_TEXTS } from '../ai-assist-texts';
import { ApiKeysTab } from '../components/api-keys-tab';
import { WebhooksTab } from '../components/webhooks-tab';
import { INTEGRATIONS_TEXTS as T } from '../texts';

type TabName = 'webhooks' | 'api-keys' | 'ai-assist';
const TABS: readonly TabName[] = ['webhooks', 'api-keys', 'ai-assist'];

export default function IntegrationsPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const tab: TabName = TABS.find((name) => name === search.get('tab')) ?? 'webhooks';
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;
  const pick = (name: TabName) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (name === 'webhooks') next.delete('tab');
        else next.set('tab', name);
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: TabName) => pick(value)} aria-label={T.sections} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {/* Only the shown panel exists, so only its tab points at it. */}
        <Tab value="webhooks" label={T.webhooksTab} id={tabId('webhooks')} aria-controls={tab === 'webhooks' ? panelId('webhooks') : undefined} />
        <Tab value="api-keys" label={T.apiKeysTab} id={tabId('api-keys')} aria-controls={tab === 'api-keys' ? panelId('api-keys') : undefined} />
        <Tab value="ai-assist" label={AI_ASSIST_TEXTS.tab} id={tabId('ai-assist')} aria-controls={tab === 'ai-assist' ? panelId('ai-assist') : undefined} />
      </Tabs>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'webhooks' ? <WebhooksTab /> : tab === 'api-keys' ? <ApiKeysTab /> : <AiAssistTab />}
      </div>
    </Box>
  );
}
