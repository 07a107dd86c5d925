// Theme ↔ colours both ways (spec 001 §4) and the WCAG contrast of text on background beside the
// pickers, with the nearest passing shade one click away; the spec's defaults stay as they are.
import { Alert, Box, Button, Stack, TextField, Typography } from 'shared-kernel/mui';
import { FormControl, FormControlLabel } from 'shared-kernel/mui-console';
import { FormLabel, Radio, RadioGroup } from 'shared-kernel/mui-data';
import { WIDGET_THEMES, themeFor, type WidgetThemeName } from 'shared-kernel/contracts';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio, isHexColor, nearestPassingShade } from '../../lib/contrast';
import { WIDGET_TEXTS as T } from '../../texts';

export type ColourField = 'backgroundColor' | 'textColor';

export interface ColourValues {
  theme: WidgetThemeName;
  backgroundColor: string;
  textColor: string;
}

export interface ColourFieldsProps {
  values: ColourValues;
  /** Sets the three together, so theme and colours never disagree. */
  onChange: (next: ColourValues) => void;
  errors?: Partial<Record<ColourField, string>>;
}

const THEMES: WidgetThemeName[] = ['sharp-blue', 'light-blue', 'custom'];

/** Colours as stored: '#RRGGBB' upper case (what themeFor compares). */
const normalise = (value: string) => value.trim().toUpperCase();

function ColourInput({ field, value, error, onChange }: { field: ColourField; value: string; error?: string; onChange: (value: string) => void }) {
  const label = field === 'backgroundColor' ? T.backgroundColor : T.textColor;
  const id = `widget-${field}`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 200 }}>
      <Box
        component="input"
        type="color"
        aria-label={T.pickColor(label)}
        // The native picker needs a valid lower-case #rrggbb; while the hex field is mid-edit it keeps black.
        value={isHexColor(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(normalise((event.target as HTMLInputElement).value))}
        sx={{ width: 48, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer', flex: 'none' }}
      />
      <TextField
        id={id}
        label={label}
        value={value}
        size="small"
        fullWidth
        error={Boolean(error) || (value.trim() !== '' && !isHexColor(value))}
        helperText={error}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 7 } }}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
    </Stack>
  );
}

function ContrastNote({ backgroundColor, textColor, onFix }: { backgroundColor: string; textColor: string; onFix: (field: ColourField, hex: string) => void }) {
  if (!isHexColor(backgroundColor) || !isHexColor(textColor)) return null;
  const ratio = contrastRatio(backgroundColor, textColor);
  const passes = ratio >= AA_NORMAL_TEXT;
  const fix = passes ? null : nearestPassingShade(backgroundColor, textColor);
  return (
    <Alert
      severity={passes ? 'success' : 'warning'}
      role="status"
      action={
        fix && (
          <Button color="inherit" size="small" onClick={() => onFix(fix.field, fix.hex)} sx={{ whiteSpace: 'nowrap' }}>
            {T.contrastFix(fix.hex, T.contrastWhich[fix.field], formatRatio(fix.ratio))}
          </Button>
        )
      }
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
        {T.contrast(formatRatio(ratio))}
      </Typography>
      {passes ? T.contrastOk : T.contrastLow}
    </Alert>
  );
}

export function ColourFields({ values, onChange, errors = {} }: ColourFieldsProps) {
  const pickTheme = (theme: WidgetThemeName) => {
    if (theme === 'custom') onChange({ ...values, theme });
    else onChange({ theme, ...WIDGET_THEMES[theme] });
  };
  const setColour = (field: ColourField, value: string) => {
    const next = { ...values, [field]: value };
    // Editing a colour re-derives the theme; a half-typed hex leaves it as it was.
    const theme = isHexColor(next.backgroundColor) && isHexColor(next.textColor) ? themeFor(next) : values.theme;
    onChange({ ...next, theme });
  };
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="widget-theme-label">{T.theme}</FormLabel>
        <RadioGroup row aria-labelledby="widget-theme-label" name="theme" value={values.theme} onChange={(event) => pickTheme(event.target.value as WidgetThemeName)}>
          {THEMES.map((theme) => (
            <FormControlLabel key={theme} value={theme} control={<Radio />} label={T.themes[theme]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ColourInput field="backgroundColor" value={values.backgroundColor} error={errors.backgroundColor} onChange={(v) => setColour('backgroundColor', v)} />
        <ColourInput field="textColor" value={values.textColor} error={errors.textColor} onChange={(v) => setColour('textColor', v)} />
      </Stack>
      <ContrastNote backgroundColor={values.backgroundColor} textColor={values.textColor} onFix={setColour} />
    </Stack>
  );
}
