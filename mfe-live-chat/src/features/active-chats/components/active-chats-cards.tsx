// Phones and tablets: one card per open chat, the guest and the Open link on top.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { agentLabel, waitingLabel } from '../lib/active-chat-view';
import { isEscalatedRow } from '../lib/escalation-flag';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';
import type { ActiveChatsListProps } from './active-chats-table';
import { EscalatedChip } from './escalated-chip';
import { LastMessage } from './last-message';
import { OpenChatButton } from './open-chat-button';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {T.field(label)}
      </Box>{' '}
      {children}
    </Typography>
  );
}

export function ActiveChatsCards({ rows, now }: ActiveChatsListProps) {
  return (
    <Box component="ul" aria-label={T.listLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => {
        const waiting = waitingLabel(row.waitingSince, now);
        return (
          <li key={row.chatId}>
            <Card variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography variant="subtitle2" component="h2">
                    {T.guestName(row.guestId)}
                  </Typography>
                  <OpenChatButton row={row} />
                </Stack>
                <Field label={T.agent}>
                  {agentLabel(row)}
                  {isEscalatedRow(row) && <EscalatedChip />}
                </Field>
                <Field label={T.widget}>{row.domain}</Field>
                {waiting && <Field label={T.waiting}>{waiting}</Field>}
                <Field label={T.lastMessage}>
                  <LastMessage row={row} />
                </Field>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
