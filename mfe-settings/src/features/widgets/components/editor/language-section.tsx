// Issue 37: the Language of the widget's own texts (the visitor's browser's, or a fixed one), and the
// owner's texts for the visitors of one language: left empty, those visitors see the texts typed above.
import { Stack, TextField, Typography } from 'shared-kernel/mui';
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { useState } from 'react';
import { WIDGET_OWN_TEXT_FIELDS, WIDGET_OWN_TEXT_MAX, type WidgetOwnTexts } from 'shared-kernel/contracts';
import { AUTO_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from 'shared-kernel/i18n';
import type { EditorValues } from '../../lib/widget-form';
import { WIDGET_TEXTS as T } from '../../texts';
import { Section } from './section';

type OwnTextField = keyof WidgetOwnTexts;

interface Props {
  values: Pick<EditorValues, 'language' | 'textsByLanguage' | 'buttonText' | 'onlineText' | 'offlineText' | 'requestEmail'>;
  errors: Partial<Record<string, string>>;
  set: (path: string, value: unknown) => void;
}

/** What a visitor sees while a language's own text is left empty. */
function typedText(values: Props['values'], field: OwnTextField): string {
  return field === 'requestEmailMessage' ? values.requestEmail.message : values[field];
}

const filled = (texts: WidgetOwnTexts | undefined): number => WIDGET_OWN_TEXT_FIELDS.filter((field) => texts?.[field]?.trim()).length;

export function LanguageSection({ values, errors, set }: Props) {
  // Starts on the widget's fixed language, else on the first one given texts of its own, else Spanish.
  const [editing, setEditing] = useState<Locale>(() =>
    isLocale(values.language) ? values.language : (LOCALES.find((locale) => filled(values.textsByLanguage[locale]) > 0) ?? 'es'),
  );
  const own = values.textsByLanguage[editing] ?? {};
  const name = LOCALE_NAMES[editing];
  return (
    <Section title={T.language}>
      <FormControl fullWidth>
        <InputLabel id="widget-language-label">{T.languageLabel}</InputLabel>
        <Select<string>
          labelId="widget-language-label"
          label={T.languageLabel}
          value={values.language}
          onChange={(event) => set('language', String(event.target.value))}
          SelectDisplayProps={{ 'aria-describedby': 'widget-language-help' }}
        >
          <MenuItem value={AUTO_LOCALE}>{T.languageAuto}</MenuItem>
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="widget-language-help">{T.languageHelp}</FormHelperText>
      </FormControl>
      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
          {T.ownTexts}
        </Typography>
        <FormControl fullWidth>
          <InputLabel id="widget-own-texts-label">{T.ownTextsLanguage}</InputLabel>
          <Select<string>
            labelId="widget-own-texts-label"
            label={T.ownTextsLanguage}
            value={editing}
            onChange={(event) => isLocale(event.target.value) && setEditing(event.target.value)}
            SelectDisplayProps={{ 'aria-describedby': 'widget-own-texts-help' }}
          >
            {LOCALES.map((locale) => {
              const count = filled(values.textsByLanguage[locale]);
              return (
                <MenuItem key={locale} value={locale}>
                  <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                  {count > 0 && <>&nbsp;· {T.ownTextsCount(count)}</>}
                </MenuItem>
              );
            })}
          </Select>
          <FormHelperText id="widget-own-texts-help">{T.ownTextsHelp}</FormHelperText>
        </FormControl>
        {WIDGET_OWN_TEXT_FIELDS.map((field) => {
          const error = errors[`textsByLanguage.${editing}.${field}`];
          return (
            <TextField
              key={`${editing}-${field}`}
              id={`widget-own-${field}`}
              label={T.ownText[field](name)}
              fullWidth
              multiline={field !== 'buttonText'}
              value={own[field] ?? ''}
              placeholder={typedText(values, field)}
              onChange={(event) => set(`textsByLanguage.${editing}.${field}`, event.target.value)}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: WIDGET_OWN_TEXT_MAX, lang: editing, dir: 'auto' } }}
            />
          );
        })}
      </Stack>
    </Section>
  );
}
