import { Stack, TextField } from 'shared-kernel/mui';
import { FormControl, FormControlLabel } from 'shared-kernel/mui-console';
import { FormLabel, Radio, RadioGroup } from 'shared-kernel/mui-data';
import { useId, type ChangeEvent, type FocusEvent } from 'react';
import type { PageScope } from '../lib/auto-message-form';
import { AUTO_TEXTS as T } from '../texts';

export interface PageScopeFieldProps {
  scope: PageScope;
  pagePath: string;
  onScope: (scope: PageScope) => void;
  /** Formik's handlers for the 'pagePath' field. */
  onPathChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onPathBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  disabled?: boolean;
}

/** Site-wide ('All pages' sends pagePath null) or one page path, with how '/shop/*' covers a section. */
export function PageScopeField({ scope, pagePath, onScope, onPathChange, onPathBlur, error, disabled }: PageScopeFieldProps) {
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel id={labelId} component="legend">
          {T.where}
        </FormLabel>
        <RadioGroup row aria-labelledby={labelId} name="scope" value={scope} onChange={(event) => onScope(event.target.value as PageScope)}>
          <FormControlLabel value="all" control={<Radio />} label={T.scopeAll} />
          <FormControlLabel value="one" control={<Radio />} label={T.scopeOne} />
        </RadioGroup>
      </FormControl>
      {scope === 'one' && (
        <TextField
          name="pagePath"
          label={T.fieldPagePath}
          value={pagePath}
          onChange={onPathChange}
          onBlur={onPathBlur}
          error={Boolean(error)}
          helperText={error ?? T.pagePathHelp}
          placeholder="/pricing"
          fullWidth
          required
          disabled={disabled}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      )}
    </Stack>
  );
}
