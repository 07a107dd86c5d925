// The notification sound (spec 000 §4, §9): only while online; for a new chat, and for a guest message while
// the tab is hidden (with the title flashing); silent, never an error, when the browser blocks audio.
import { act, screen } from '@testing-library/react';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { chatActivity, conversation, holding, incomingChat, renderDashboard } from '../../../test-support/live-chat-fixtures';

/** Notes started on the fake audio contexts. */
let notes: number[] = [];
let contexts = 0;
let resumed = 0;

class FakeParam {
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class FakeNode {
  connect(next: unknown) {
    return next;
  }
}
class FakeAudioContext {
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = new FakeNode();
  constructor() {
    contexts += 1;
  }
  resume() {
    resumed += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createOscillator() {
    return Object.assign(new FakeNode(), {
      type: 'sine',
      frequency: new FakeParam(),
      start: (at: number) => notes.push(at),
      stop() {},
    });
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: new FakeParam() });
  }
}

const guestMessage = { visitorId: 'v-3', guestId: 3, chatId: 'chat-3', id: 'm-9', seq: 9, bodyText: 'Anyone there?', direction: 'inbound' as const, chatTime: new Date().toISOString() };

function setAudio(value: unknown) {
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value });
}

let visibility: jest.SpyInstance;
beforeEach(() => {
  notes = [];
  contexts = 0;
  resumed = 0;
  setAudio(FakeAudioContext);
  visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterEach(() => {
  visibility.mockRestore();
  setAudio(undefined);
  document.title = T.pageTitle;
});

async function dashboard(isOnline: boolean) {
  const shell = renderDashboard({ isOnline, endpoints: { conversations: [conversation(3)] } });
  await screen.findByText('Guest3');
  return shell;
}

describe('Notification sound', () => {
  it('chimes for a new chat while online', async () => {
    const { push } = await dashboard(true);
    push('chat-initialized', incomingChat(9));
    expect(notes).toHaveLength(2);
    push('chat-not-accepted', incomingChat(9, { priority: true }));
    expect(notes).toHaveLength(4);
  });

  it('chimes for a guest message only while the tab is hidden, with the title flashing', async () => {
    const { push } = await dashboard(true);
    push('outbound-agent', guestMessage);
    expect(notes).toHaveLength(0);
    visibility.mockReturnValue('hidden');
    push('outbound-agent', { ...guestMessage, id: 'm-10', seq: 10 });
    expect(notes).toHaveLength(2);
    expect(document.title).toBe(T.newMessage(3));
    push('outbound-agent', { ...guestMessage, id: 'm-11', seq: 11, direction: 'outbound' });
    expect(notes).toHaveLength(2);
  });

  it('stays silent while offline', async () => {
    visibility.mockReturnValue('hidden');
    const { push } = await dashboard(false);
    push('chat-initialized', incomingChat(9));
    push('outbound-agent', guestMessage);
    expect(notes).toHaveLength(0);
    expect(contexts).toBe(0);
  });

  it('resumes the audio on the first user gesture (browsers start it suspended)', async () => {
    await dashboard(true);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(contexts).toBe(1);
    expect(resumed).toBe(1);
  });

  it('never throws when audio is blocked or missing', async () => {
    setAudio(
      class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    );
    const blocked = await dashboard(true);
    expect(() => blocked.push('chat-initialized', incomingChat(9))).not.toThrow();
    blocked.unmount();

    setAudio(undefined);
    visibility.mockReturnValue('hidden');
    const missing = await dashboard(true);
    expect(() => missing.push('outbound-agent', guestMessage)).not.toThrow();
    expect(document.title).toBe(T.newMessage(3));
  });

  it("counts the guests' unread messages in the tab's title, once each however often one arrives", async () => {
    const { push } = await dashboard(true);
    const before = document.title;
    push('outbound-agent', guestMessage);
    push('outbound-agent', guestMessage);
    push('outbound-agent', { ...guestMessage, id: 'm-10', seq: 10 });
    expect(document.title).toBe(T.pageTitleUnread(before === T.pageTitle ? 2 : Number(/\((\d+)\)/.exec(before)![1]) + 2));
  });

  it('rings once for a message pushed again (its sender resent it after a node died)', async () => {
    const { push } = await dashboard(true);
    visibility.mockReturnValue('hidden');
    push('outbound-agent', guestMessage);
    push('outbound-agent', guestMessage);
    expect(notes).toHaveLength(2);
  });

  it('chimes and flashes the title for a chat transferred to this user, not for one the user took', async () => {
    const { push } = await dashboard(true);
    visibility.mockReturnValue('hidden');
    const toMe = { visitorId: 'v-4', guestId: 4, chatId: 'chat-4', holding: holding(4), previousHolderId: 'u-anna' };
    push('chat-holder-changed', { ...toMe, activity: chatActivity(4, 'transfer-agent', { toAgentId: 'u-owner', toAgentName: 'Demo Owner' }) });
    expect(notes).toHaveLength(2);
    expect(document.title).toBe(T.transferredToYouTitle(4));
    push('chat-holder-changed', { ...toMe, activity: chatActivity(4, 'take-over', { id: 'a-mine', actorId: 'u-owner', actorName: 'Demo Owner' }) });
    expect(notes).toHaveLength(2);
  });
});
