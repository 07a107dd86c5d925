// The widget settings editor (spec 001 §2, §4, §5, §7), its own chunk: every setting of the widget, the
// embed script and the live preview beside the form (below it under 1200 px). Save Changes sends the whole
// settings body; the saved widget becomes the form's new starting point and the page's navigation state.
// Issue 28: the Rating switch (ask guests to rate the chat when it ends; on unless stored off).
// Issue 37: the Language of the widget's own texts, and the owner's texts for one language (language-section).
import { Box, Button, Stack, TextField } from 'shared-kernel/mui';
import { FormControl, FormControlLabel, Switch } from 'shared-kernel/mui-console';
import { Checkbox, FormHelperText, FormLabel, Radio, RadioGroup } from 'shared-kernel/mui-data';
import { useFormik } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { WIDGET_DEFAULTS, embedScript, type ButtonLocation, type ShowAt, type Widget } from 'shared-kernel/contracts';
import { useLocation, useNavigate } from 'shared-kernel/routing';
import { useSaveWidget } from '../../hooks/use-save-widget';
import type { EditWidgetState } from '../../lib/navigation-state';
import { widgetScriptBase } from '../../lib/script-base';
import type { RoutingDraft } from '../../lib/routing-form';
import { editorValues, publicConfig, type EditorValues } from '../../lib/widget-form';
import { WIDGET_TEXTS as T } from '../../texts';
import { EmbedScriptBox } from '../embed-script-box';
import { ColourFields } from './colour-fields';
import { DepartmentsField } from './departments-field';
import { EmailChips } from './email-chips';
import { IntegrationsSection } from './integrations-section';
import { LanguageSection } from './language-section';
import { RoutingSection } from './routing-section';
import { Section } from './section';
import { WidgetPreview } from './widget-preview';

function Choice<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: Record<V, string>; onChange: (value: V) => void }) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {(Object.keys(options) as V[]).map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={options[option]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function WidgetEditor({ widget: initial }: { widget: Widget }) {
  const save = useSaveWidget();
  const navigate = useNavigate();
  const location = useLocation();
  const [widget, setWidget] = useState(initial);
  const initialValues = useMemo(() => editorValues(widget), [widget]);

  const form = useFormik<EditorValues>({
    initialValues,
    enableReinitialize: true,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const result = await save(widget, values);
      if (!result.ok) {
        helpers.setErrors(result.errors as never);
        return;
      }
      setWidget(result.widget);
      // A reload or Back/Forward comes back to the saved widget, not the one first opened.
      navigate(location.pathname, { replace: true, state: { widget: result.widget } satisfies EditWidgetState });
    },
  });
  const { values, setFieldValue } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  const set = (path: string, value: unknown) => void setFieldValue(path, value);
  const setRouting = useCallback((field: keyof RoutingDraft, value: string) => void setFieldValue(`routing.${field}`, value), [setFieldValue]);
  const config = useMemo(() => publicConfig(values, navigator.languages ?? []), [values]);
  const script = embedScript(widgetScriptBase(), widget.pluginId, widget.domain);
  const canSave = values.widgetName.trim() !== '' && values.domain.trim() !== '';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }}>
      <Box component="form" noValidate aria-label={T.editTitle} aria-busy={form.isSubmitting} onSubmit={form.handleSubmit} sx={{ minWidth: 0 }}>
        <Stack spacing={2}>
          <Section title={T.general}>
            <TextField id="widget-name" label={T.widgetName} required fullWidth {...form.getFieldProps('widgetName')} error={Boolean(errors.widgetName)} helperText={errors.widgetName} />
            <TextField id="widget-domain" label={T.domain} required fullWidth {...form.getFieldProps('domain')} error={Boolean(errors.domain)} helperText={errors.domain || T.domainHelp} />
          </Section>
          <Section title={T.notifications}>
            <EmailChips emails={values.notificationEmailIds} onChange={(emails) => set('notificationEmailIds', emails)} error={errors.notificationEmailIds} />
            <FormControlLabel control={<Switch checked={values.emailTranscript} onChange={(e) => set('emailTranscript', e.target.checked)} />} label={T.emailTranscript} />
          </Section>
          <Section title={T.appearance}>
            <Choice<ButtonLocation> id="widget-location-label" label={T.buttonLocation} value={values.buttonLocation} options={T.locations} onChange={(v) => set('buttonLocation', v)} />
            <Box>
              <FormControlLabel control={<Checkbox checked={values.showTextOnButton} onChange={(e) => set('showTextOnButton', e.target.checked)} />} label={T.showTextOnButton} />
              <TextField
                id="widget-button-text"
                label={T.buttonText}
                fullWidth
                disabled={!values.showTextOnButton}
                placeholder={WIDGET_DEFAULTS.buttonText}
                {...form.getFieldProps('buttonText')}
                sx={{ mt: 1 }}
              />
            </Box>
            <ColourFields
              values={{ theme: values.theme, backgroundColor: values.backgroundColor, textColor: values.textColor }}
              onChange={(next) => void form.setValues({ ...values, ...next })}
              errors={{ backgroundColor: errors.backgroundColor, textColor: errors.textColor }}
            />
          </Section>
          <Section title={T.visitorEmail}>
            <FormControlLabel control={<Switch checked={values.requestEmail.enabled} onChange={(e) => set('requestEmail.enabled', e.target.checked)} />} label={T.requestEmail} />
            <TextField id="widget-request-message" label={T.requestEmailMessage} fullWidth multiline minRows={2} disabled={!values.requestEmail.enabled} {...form.getFieldProps('requestEmail.message')} />
            <Choice<ShowAt> id="widget-show-at-label" label={T.showAt} value={values.requestEmail.showAt} options={T.showAtOptions} onChange={(v) => set('requestEmail.showAt', v)} />
          </Section>
          <Section title={T.headings}>
            <TextField id="widget-online-text" label={T.onlineText} fullWidth {...form.getFieldProps('onlineText')} />
            <TextField id="widget-offline-text" label={T.offlineText} fullWidth multiline {...form.getFieldProps('offlineText')} />
          </Section>
          <LanguageSection values={values} errors={errors} set={set} />
          <Section title={T.departments}>
            <DepartmentsField selected={values.departments} onChange={(ids) => set('departments', ids)} />
          </Section>
          <RoutingSection values={values.routing} errors={errors} onChange={setRouting} />
          <Section title={T.rating}>
            <Box>
              <FormControlLabel
                control={<Switch checked={values.rating} onChange={(e) => set('rating', e.target.checked)} slotProps={{ input: { 'aria-describedby': 'widget-rating-help' } }} />}
                label={T.askRating}
              />
              <FormHelperText id="widget-rating-help">{T.askRatingHelp}</FormHelperText>
            </Box>
          </Section>
          <IntegrationsSection values={values} setField={set} />
          <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
            <Button type="submit" variant="contained" size="large" disabled={!canSave || form.isSubmitting}>
              {T.saveChanges}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Stack spacing={2} component="aside" aria-label={T.preview} sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
        <WidgetPreview config={config} />
        <Section title={T.scriptTitle}>
          <EmbedScriptBox script={script} />
        </Section>
      </Stack>
    </Box>
  );
}
