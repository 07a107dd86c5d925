// Issue 26 in a transcript: the guest's [system] lines, staff notes and transfer / take-over lines.
import { render, screen, within } from '@testing-library/react';
import type { ChatActivity, ChatMessage, ChatNote } from 'shared-kernel/contracts';
import { renderWithShell, testActivity } from 'shared-kernel/testing';
import { ActivityLine, activityText } from '../activity-line';
import { chatRecord, ChatRecordItem } from '../chat-record';
import { MessageBody } from '../message-body';
import { MessageBubble } from '../message-bubble';
import { fullTime, shortTime, withDateSeparators } from '../message-time';
import { NoteBubble } from '../note-bubble';
import { TRANSCRIPT_TEXTS as T } from '../texts';

const XSS = '<img src=x onerror=alert(1)>';
const AT = '2026-03-01T10:00:00.000Z';

function message(seq: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m-${seq}`, seq, bodyText: `Message ${seq}`, direction: 'inbound', chatTime: AT, ...patch };
}

function note(id: string, patch: Partial<ChatNote> = {}): ChatNote {
  return { id, chatId: 'c1', visitorId: 'v1', guestId: 7, bodyText: `Note ${id}`, authorId: 'u-anna', authorName: 'Anna', mentions: [], chatTime: AT, ...patch };
}

function activity(id: string, patch: Partial<ChatActivity> = {}): ChatActivity {
  return testActivity(id, AT, patch);
}

describe('system lines', () => {
  it('shows a [system] message as a centred line without its marker, not as a bubble, as text', () => {
    render(<MessageBubble message={message(1, { direction: 'outbound', bodyText: `[system]You are now chatting with ${XSS}` })} sender="Anna" />);
    const line = screen.getByTestId('message');
    expect(line).toHaveAttribute('data-kind', 'system');
    expect(line).toHaveTextContent(`You are now chatting with ${XSS}`);
    expect(line).not.toHaveTextContent('[system]');
    // No sender, no bubble colours: nobody's words.
    expect(within(line).queryByText('Anna')).not.toBeInTheDocument();
    expect(line.querySelector('img')).toBeNull();
    expect(within(line).getByText(shortTime(AT))).toHaveAttribute('datetime', AT);
    expect(line.querySelector('[title]')).toHaveAttribute('title', fullTime(AT));
    expect(getComputedStyle(line).justifyContent).toBe('center');
  });

  it('MessageBody strips the marker too', () => {
    render(<MessageBody message={{ bodyText: '[system]Your chat was passed to our Sales team', direction: 'outbound' }} />);
    expect(screen.getByText('Your chat was passed to our Sales team')).toBeInTheDocument();
  });
});

describe('NoteBubble', () => {
  it('is labelled Note, with its author and time, and shows markup as literal text', () => {
    render(<NoteBubble note={note('n1', { bodyText: `Careful ${XSS} <b>bold</b>` })} />);
    const bubble = screen.getByRole('note', { name: T.noteBy('Anna') });
    expect(within(bubble).getByText(T.note, { exact: false })).toBeInTheDocument();
    expect(bubble).toHaveTextContent('Anna');
    expect(within(bubble).getByText(`Careful ${XSS} <b>bold</b>`)).toBeInTheDocument();
    expect(bubble.querySelector('img, b')).toBeNull();
    expect(within(bubble).getByText(shortTime(AT))).toHaveAttribute('datetime', AT);
    expect(bubble).toHaveAttribute('title', fullTime(AT));
  });

  it('keeps line breaks and says Someone when the author has no name', () => {
    render(<NoteBubble note={note('n1', { bodyText: 'one\ntwo', authorName: '' })} />);
    const bubble = screen.getByRole('note', { name: T.noteBy(T.someone) });
    expect(within(bubble).getByText(/one\s+two/)).toBeInTheDocument();
  });

  it('shows an [attachment] note as the file, like a message', async () => {
    const file = '0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    renderWithShell(<NoteBubble note={note('n1', { bodyText: `[attachment]${file}` })} />, {
      endpoints: { [`GET /chat/attachments/${file}`]: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
    });
    const bubble = screen.getByRole('note');
    expect(await within(bubble).findByRole('group', { name: T.attachment(file) })).toBeInTheDocument();
    expect(bubble).not.toHaveTextContent('[attachment]');
  });
});

describe('ActivityLine', () => {
  it('says who transferred, took over or accepted the chat', () => {
    expect(activityText(activity('a1'))).toBe('Anna transferred the chat to Bob');
    expect(activityText(activity('a2', { kind: 'transfer-department', toAgentId: null, toAgentName: null, departmentId: 'd1', departmentName: 'Sales' }))).toBe(
      'Anna transferred the chat to Sales',
    );
    expect(activityText(activity('a3', { kind: 'take-over', actorName: 'Anna', fromAgentName: 'Bob', toAgentName: 'Anna' }))).toBe('Anna took over the chat from Bob');
    expect(activityText(activity('a4', { kind: 'take-over', fromAgentName: null }))).toBe('Anna took over the chat');
    expect(activityText(activity('a5', { kind: 'accept-transfer', actorName: 'Bob' }))).toBe('Bob accepted the transferred chat');
  });

  it('shows the line with its time, and the transfer note in quotes as text', () => {
    render(<ActivityLine activity={activity('a1', { note: `He wants a refund ${XSS}` })} />);
    const line = screen.getByTestId('activity');
    expect(line).toHaveAttribute('data-kind', 'transfer-agent');
    expect(within(line).getByText('Anna transferred the chat to Bob', { exact: false })).toBeInTheDocument();
    expect(within(line).getByText(shortTime(AT))).toHaveAttribute('datetime', AT);
    expect(within(line).getByText(`“He wants a refund ${XSS}”`)).toBeInTheDocument();
    expect(line.querySelector('img')).toBeNull();
  });

  it('shows no quotes for an empty note', () => {
    render(<ActivityLine activity={activity('a1', { note: '  ' })} />);
    expect(screen.getByTestId('activity').textContent).not.toContain('“');
  });
});

describe('chatRecord', () => {
  const t = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('puts notes and activity among the messages by time; a transfer before its system line, a note after a message of the same instant', () => {
    const messages = [
      message(1, { chatTime: t(1) }),
      message(2, { chatTime: t(3), direction: 'outbound' }),
      message(3, { chatTime: t(5), direction: 'outbound', bodyText: '[system]You are now chatting with Bob' }),
      message(4, { chatTime: t(8) }),
    ];
    const notes = [note('n2', { chatTime: t(9) }), note('n1', { chatTime: t(3) })];
    const acts = [activity('a1', { chatTime: t(5) })];
    expect(chatRecord(messages, notes, acts).map((e) => e.key)).toEqual(['m-1', 'm-2', 'note-n1', 'activity-a1', 'm-3', 'm-4', 'note-n2']);
  });

  it('takes missing notes and activity as none', () => {
    expect(chatRecord([message(1)], undefined, null).map((e) => e.kind)).toEqual(['message']);
    expect(chatRecord([], [note('n1')], [activity('a1')]).map((e) => e.kind)).toEqual(['activity', 'note']);
  });

  it('separates days across the record', () => {
    const entries = chatRecord([message(1, { chatTime: '2026-03-01T10:00:00.000Z' })], [note('n1', { chatTime: '2026-03-03T10:00:00.000Z' })]);
    expect(withDateSeparators(entries).map((i) => i.type)).toEqual(['date', 'message', 'date', 'message']);
  });

  it('renders each entry as its kind', () => {
    const entries = chatRecord(
      [message(1, { direction: 'outbound', bodyText: 'Hello', agentName: 'Anna' }), message(2, { direction: 'outbound', bodyText: 'Hi' })],
      [note('n1', { chatTime: '2026-03-01T11:00:00.000Z' })],
      [activity('a1', { chatTime: '2026-03-01T12:00:00.000Z' })],
    );
    render(
      <>
        {entries.map((entry) => (
          <ChatRecordItem key={entry.key} entry={entry} />
        ))}
      </>,
    );
    const [anna, unnamed] = screen.getAllByTestId('message');
    expect(within(anna).getByText('Anna')).toBeInTheDocument();
    expect(within(unnamed).getByText(T.agent)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: T.noteBy('Anna') })).toHaveTextContent('Note n1');
    expect(screen.getByTestId('activity')).toHaveTextContent('Anna transferred the chat to Bob');
  });
});
