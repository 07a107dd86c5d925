import { Alert } from 'shared-kernel/mui';
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { useId } from 'react';
import type { DomainOption } from '../api/domain-calls';
import { AUTO_TEXTS as T } from '../texts';

export interface DomainSelectProps {
  value: string;
  onChange: (widgetId: string) => void;
  onBlur: () => void;
  domains: readonly DomainOption[];
  loading: boolean;
  /** The list could not be read (a toast said why). */
  failed: boolean;
  /** 'There are no domains created till now', shown for 5 s after an empty load. */
  noDomainsNotice: boolean;
  error?: string;
  disabled?: boolean;
}

/** The widget (domain) whose guests see the message. */
export function DomainSelect({ value, onChange, onBlur, domains, loading, failed, noDomainsNotice, error, disabled }: DomainSelectProps) {
  const id = useId();
  const none = !loading && domains.length === 0;
  // A stored widget missing from the list (deleted meanwhile) is shown as unselected, not as an MUI warning.
  const shown = domains.some((option) => option.id === value) ? value : '';
  return (
    <>
      {noDomainsNotice && (
        <Alert severity="warning" role="alert">
          {T.noDomains}
        </Alert>
      )}
      <FormControl fullWidth error={Boolean(error)} disabled={disabled || loading || none} required>
        <InputLabel id={`${id}-label`}>{T.fieldDomain}</InputLabel>
        <Select
          labelId={`${id}-label`}
          id={id}
          label={T.fieldDomain}
          value={shown}
          onChange={(event) => onChange(String(event.target.value))}
          onBlur={onBlur}
          aria-describedby={`${id}-helper`}
        >
          {domains.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.widgetName && option.widgetName !== option.domain ? `${option.domain} (${option.widgetName})` : option.domain}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={`${id}-helper`}>{error ?? (failed ? T.domainsLoadFailed : none ? T.addDomainFirst : T.domainHelp)}</FormHelperText>
      </FormControl>
    </>
  );
}
