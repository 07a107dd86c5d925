// Issue 27: a waiting guest escalated to the supervisors is kept in the chat's record; the history words
// it as "Escalated to supervisors: …" in the detail pane's list and in a contact's sessions.
import { screen } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatActivity, ChatMessage } from 'shared-kernel/contracts';
import { renderWithShell, testActivity } from 'shared-kernel/testing';
import { SessionTranscript } from '../../features/contact-history/components/session-transcript';
import { TRANSCRIPT_TEXTS as T } from 'shared-kernel/transcript';
import { TranscriptList } from '../transcript-list';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
const messages: ChatMessage[] = [
  { id: 'm1', seq: 1, bodyText: 'Hello?', direction: 'inbound', chatTime: at(0) },
  { id: 'm2', seq: 2, bodyText: 'Sorry for the wait', direction: 'outbound', agentName: 'Bob', chatTime: at(5) },
];
const escalation = (id: string, kind: ChatActivity['kind'], note: string, minute: number) =>
  testActivity(id, at(minute), { kind, note, actorId: '', actorName: '', fromAgentId: null, fromAgentName: null, toAgentId: null, toAgentName: null });
const activity = [
  escalation('e1', 'escalation-pending', 'Waited 65 s for an agent', 1),
  testActivity('a1', at(3)),
  escalation('e2', 'escalation-reply', 'Waited 130 s for a reply', 4),
];

const lines = () => screen.getAllByTestId('activity').map((line) => [line.dataset.kind, line.querySelector('p')?.firstChild?.textContent]);
const EXPECTED = [
  ['escalation-pending', T.escalated('Waited 65 s for an agent')],
  ['transfer-agent', 'Anna transferred the chat to Bob'],
  ['escalation-reply', T.escalated('Waited 130 s for a reply')],
];

describe('escalations in a chat of the history', () => {
  it('words them in a session among the messages by time', () => {
    renderWithShell(<SessionTranscript messages={messages} activity={activity} label="Session" />);
    expect(lines()).toEqual(EXPECTED);
    expect(screen.getByText(T.escalated('Waited 65 s for an agent'), { exact: false })).toBeInTheDocument();
    expect(T.escalated('Waited 65 s for an agent')).toBe('Escalated to supervisors: Waited 65 s for an agent');
    // The note is the line itself, not repeated as a quote under it.
    expect(screen.queryByText('“Waited 65 s for an agent”')).not.toBeInTheDocument();
  });

  it('words them in the detail pane\'s list', async () => {
    renderWithShell(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
        <TranscriptList messages={messages} activity={activity} />
      </VirtuosoMockContext.Provider>,
    );
    await screen.findByText('Sorry for the wait');
    expect(lines()).toEqual(EXPECTED);
  });

  it('says it without a note', () => {
    renderWithShell(<SessionTranscript messages={[]} activity={[escalation('e3', 'escalation-pending', '  ', 1)]} label="Session" />);
    expect(lines()).toEqual([['escalation-pending', 'Escalated to supervisors']]);
  });
});
