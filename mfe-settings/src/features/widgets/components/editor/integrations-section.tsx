// Google Analytics, Stripe and Google Ads settings: plain fields, write-only secrets, and the
// "every widget of the account" switches of Stripe and Google Ads (updateAll).
import { Stack, TextField, Typography } from 'shared-kernel/mui';
import { FormControlLabel } from 'shared-kernel/mui-console';
import { Checkbox } from 'shared-kernel/mui-data';
import type { EditorValues, SecretDraft } from '../../lib/widget-form';
import { WIDGET_TEXTS as T } from '../../texts';
import { SecretField } from './secret-field';
import { Section } from './section';

type Blocks = Pick<EditorValues, 'googleAnalytics' | 'stripeConfig' | 'googleAdsConfig'>;

export interface IntegrationsSectionProps {
  values: Blocks;
  setField: (path: string, value: string | boolean | SecretDraft) => void;
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
      {children}
    </Typography>
  );
}

export function IntegrationsSection({ values, setField }: IntegrationsSectionProps) {
  const { googleAnalytics: ga, stripeConfig: stripe, googleAdsConfig: ads } = values;
  const text = (path: string, label: string, value: string) => (
    <TextField id={`widget-${path.replace('.', '-')}`} label={label} value={value} size="small" fullWidth onChange={(event) => setField(path, event.target.value)} />
  );
  const secret = (path: string, label: string, draft: SecretDraft) => (
    <SecretField id={`widget-${path.replace('.', '-')}`} label={label} draft={draft} onChange={(next) => setField(path, next)} />
  );
  const everyWidget = (path: string, label: string, checked: boolean) => (
    <FormControlLabel control={<Checkbox checked={checked} onChange={(event) => setField(path, event.target.checked)} />} label={label} />
  );
  return (
    <Section title={T.integrations}>
      <Heading>{T.googleAnalytics}</Heading>
      <Stack spacing={2}>
        {text('googleAnalytics.measurementId', T.measurementId, ga.measurementId)}
        {secret('googleAnalytics.apiSecret', T.apiSecret, ga.apiSecret)}
        {text('googleAnalytics.event_name', T.eventName, ga.event_name)}
      </Stack>
      <Heading>{T.stripe}</Heading>
      <Stack spacing={2}>
        {text('stripeConfig.stripe_public_key', T.stripePublicKey, stripe.stripe_public_key)}
        {secret('stripeConfig.stripe_secret_key', T.stripeSecretKey, stripe.stripe_secret_key)}
        {everyWidget('stripeConfig.updateAll', T.stripeUpdateAll, stripe.updateAll)}
      </Stack>
      <Heading>{T.googleAds}</Heading>
      <Stack spacing={2}>
        {text('googleAdsConfig.mcc_customer_id', T.mccCustomerId, ads.mcc_customer_id)}
        {text('googleAdsConfig.google_client_id', T.googleClientId, ads.google_client_id)}
        {secret('googleAdsConfig.google_client_secret', T.googleClientSecret, ads.google_client_secret)}
        {secret('googleAdsConfig.google_developer_token', T.googleDeveloperToken, ads.google_developer_token)}
        {text('googleAdsConfig.project_id', T.projectId, ads.project_id)}
        {text('googleAdsConfig.google_redirect_uri', T.googleRedirectUri, ads.google_redirect_uri)}
        {secret('googleAdsConfig.refresh_token', T.refreshToken, ads.refresh_token)}
        {everyWidget('googleAdsConfig.updateAll', T.googleAdsUpdateAll, ads.updateAll)}
      </Stack>
    </Section>
  );
}
