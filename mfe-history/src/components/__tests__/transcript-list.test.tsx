import { screen, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatMessage } from 'shared-kernel/contracts';
import { renderWithShell } from 'shared-kernel/testing';
import { dayLabel, fullTime, TRANSCRIPT_TEXTS as T } from 'shared-kernel/transcript';
import { TranscriptList } from '../transcript-list';

function message(seq: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m-${seq}`, seq, bodyText: `Message ${seq}`, direction: 'inbound', chatTime: new Date(Date.now() - (100 - seq) * 1000).toISOString(), ...patch };
}

/** A transcript in the mock shell, laid out as if the list were 4000 px high. */
function renderPanel(messages: ChatMessage[]) {
  return renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <TranscriptList messages={messages} />
    </VirtuosoMockContext.Provider>,
  );
}

describe('TranscriptList', () => {
  it("names agent bubbles (the agent's name, else 'Agent'), separates days and shows the full time on hover", async () => {
    const day1 = '2026-03-01T10:00:00.000Z';
    const day2 = '2026-03-02T10:00:00.000Z';
    renderPanel([
      message(1, { bodyText: 'Hello', chatTime: day1 }),
      message(2, { bodyText: 'Hi, Ann here', direction: 'outbound', agentName: 'Ann', chatTime: day1 }),
      message(3, { bodyText: 'Anyone?', direction: 'outbound', chatTime: day2 }),
    ]);
    const ann = (await screen.findByText('Hi, Ann here')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(ann).getByText('Ann')).toBeInTheDocument();
    const unnamed = screen.getByText('Anyone?').closest('[data-testid="message"]') as HTMLElement;
    expect(within(unnamed).getByText(T.agent)).toBeInTheDocument();
    const guest = screen.getByText('Hello').closest('[data-testid="message"]') as HTMLElement;
    expect(within(guest).queryByText(T.agent)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('date-separator').map((el) => el.getAttribute('aria-label'))).toEqual([dayLabel(day1), dayLabel(day2)]);
    expect(screen.getByText('Hello').closest('[title]')).toHaveAttribute('title', fullTime(day1));
  });
});
