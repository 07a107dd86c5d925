// The list's chat limit column (issue 27): whoever manages an active row picks "No limit" or 1..20, saved
// at once with PATCH /users/chat-limit; other rows show the limit only.
import { Typography } from 'shared-kernel/mui';
import { MenuItem, Select } from 'shared-kernel/mui-console';
import { useState } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { formatNumber } from 'shared-kernel/i18n-react';
import { useApi, useToast } from 'shared-kernel/platform';
import { StaffCallRefused } from '../../../api/staff-calls';
import { setChatLimit } from '../api/agent-calls';
import { agentName, CHAT_LIMIT_CHOICES, chatLimitOf, chatLimitText } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';

export interface ChatLimitCellProps {
  agent: Agent;
  editable: boolean;
  onChanged: (agent: Agent, chatLimit: number | null) => void;
}

export function ChatLimitCell({ agent, editable, onChanged }: ChatLimitCellProps) {
  if (!editable) return <Typography variant="body2">{chatLimitText(agent)}</Typography>;
  return <ChatLimitSelect agent={agent} onChanged={onChanged} />;
}

/** '' stands for "No limit": MUI's Select wants a string value for its empty choice. */
const fieldOf = (limit: number | null) => (limit === null ? '' : String(limit));

function ChatLimitSelect({ agent, onChanged }: Omit<ChatLimitCellProps, 'editable'>) {
  const api = useApi();
  const toast = useToast();
  /** The choice being saved; the row's limit shows again once the answer is in. */
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (field: string) => {
    const limit = field === '' ? null : Number(field);
    if (limit === chatLimitOf(agent)) return;
    setSaving(field);
    try {
      const stored = await setChatLimit(api, agent._id, limit);
      toast.success(T.chatLimitUpdated);
      onChanged(agent, stored);
    } catch (err) {
      toast.error(errorMessage(err instanceof StaffCallRefused ? err.answer : err, T.failed));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Select<string>
      size="small"
      displayEmpty
      value={saving ?? fieldOf(chatLimitOf(agent))}
      disabled={saving !== null}
      onChange={(event) => void save(String(event.target.value))}
      inputProps={{ 'aria-label': T.chatLimitOf(agentName(agent)) }}
      sx={{ minWidth: 112 }}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
    >
      <MenuItem value="" dense>
        {T.noLimit}
      </MenuItem>
      {CHAT_LIMIT_CHOICES.map((limit) => (
        <MenuItem key={limit} value={String(limit)} dense>
          {formatNumber(limit)}
        </MenuItem>
      ))}
    </Select>
  );
}
