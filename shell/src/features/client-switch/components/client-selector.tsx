// Super admin only: the client account to act for, from GET /users/get-all-clients.
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { useSession } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { useClientList } from '../hooks/use-client-list';
import { useClientSwitch } from '../hooks/use-client-switch';
import { useFollowedAccount } from '../hooks/use-followed-account';
import { SwitchCountdownDialog } from './switch-countdown-dialog';

const T = TEXTS.clientSwitch;

export function ClientSelector() {
  const { user, selectedAccount } = useSession();
  const isAdmin = Boolean(user?.isAdmin);
  const clients = useClientList(isAdmin);
  const { secondsLeft, choose } = useClientSwitch();
  useFollowedAccount(isAdmin, selectedAccount);
  if (!isAdmin) return null;
  // Until the list is in, an unknown value would be out of range for the select.
  const value = selectedAccount && clients.some((c) => c._id === selectedAccount) ? selectedAccount : '';

  return (
    <>
      <FormControl size="small" sx={{ width: { xs: 130, sm: 220 } }} disabled={secondsLeft !== null}>
        <InputLabel id="client-selector-label">{T.label}</InputLabel>
        <Select
          id="client-selector"
          labelId="client-selector-label"
          label={T.label}
          value={value}
          onChange={(event) => choose(event.target.value)}
        >
          <MenuItem value="">
            <em>{T.none}</em>
          </MenuItem>
          {clients.map((client) => (
            <MenuItem key={client._id} value={client._id}>
              {client.fullName}
              {client.email ? ` (${client.email})` : ''}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <SwitchCountdownDialog secondsLeft={secondsLeft} />
    </>
  );
}
