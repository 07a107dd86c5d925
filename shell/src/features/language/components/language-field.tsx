// My Account's language (issue 37): the browser's (default) or a fixed one, each named in its own language.
// Saved at once; the console follows the saved choice (shared-kernel's followUserLanguage), this tab and the others.
import { useState } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { Paper, Typography } from 'shared-kernel/mui';
import { AUTO_LOCALE, isLocaleChoice, LOCALE_NAMES, LOCALES, type LocaleChoice } from 'shared-kernel/i18n';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';

export function LanguageField() {
  const { user, session } = useSession();
  const api = useApi();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const T = TEXTS.language;
  const choice: LocaleChoice = isLocaleChoice(user?.language) ? user.language : AUTO_LOCALE;

  const save = async (language: LocaleChoice) => {
    setSaving(true);
    try {
      const answer = await api.call('updateLanguage', { language });
      toast.success(T.saved);
      session.updateUser({ language: answer.language });
    } catch (error) {
      toast.error(errorMessage(error, TEXTS.genericError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="language-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="language-title" variant="h6" component="h2" gutterBottom>
        {T.title}
      </Typography>
      <FormControl sx={{ minWidth: 280 }} disabled={saving}>
        <InputLabel id="profile-language-label">{T.label}</InputLabel>
        <Select<string>
          labelId="profile-language-label"
          label={T.label}
          value={choice}
          onChange={(event) => isLocaleChoice(event.target.value) && event.target.value !== choice && void save(event.target.value)}
          SelectDisplayProps={{ 'aria-describedby': 'profile-language-help' }}
        >
          <MenuItem value={AUTO_LOCALE}>{T.browser}</MenuItem>
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="profile-language-help">{T.help}</FormHelperText>
      </FormControl>
    </Paper>
  );
}
