// The open chat's state in one reducer (issue 26 item 7): its messages, staff notes and hand-overs, who
// holds it, who else looks at it, and what the signed-in user may do with it. Fed by the bus events and the
// calls' answers; the hook only wires them in, so every transition is tested as a table.
import {
  PRESENCE_EXPIRY_MS,
  type ChatActivity,
  type ChatHolding,
  type ChatMessage,
  type ChatNote,
  type ChatViewer,
  type ConversionRecord,
} from 'shared-kernel/contracts';
import { mergeMessages, upsertMessage, type PanelMessage } from './message-list';

/** A note of the open chat; `pending` until the server acknowledged it (mine only). */
export interface PanelNote extends ChatNote {
  key: string;
  pending?: boolean;
  refused?: string;
}

/** What the signed-in user may do with the chat, and the line that says why. */
export type OpenChatStatus =
  | { kind: 'loading' }
  /** Held by me (or the server did not say: as before teamwork, the agent writes). */
  | { kind: 'mine' }
  /** Read-only: someone else holds it (null: nobody yet, a chat still waiting to be accepted). */
  | { kind: 'held-by-other'; holderName: string | null }
  /** Read-only: transferred to a department, waiting for one of its agents. */
  | { kind: 'waiting'; department: string }
  /** Read-only: a supervisor took my chat over. */
  | { kind: 'taken-over'; by: string }
  | { kind: 'ended' }
  /** My chat went to another agent: the panel closes. */
  | { kind: 'gone'; to: string };

export interface PresenceEntry {
  viewer: ChatViewer;
  /** ms timestamp of the last notice. */
  seenAt: number;
}

export interface OpenChatState {
  /** The signed-in user's ids (_id and userId). */
  me: readonly string[];
  conversationLoaded: boolean;
  chatId: string | null;
  /** As the loaded conversation says (a chat opened by a link may not know it before). */
  guestId: number | null;
  history: PanelMessage[];
  messages: PanelMessage[];
  notes: PanelNote[];
  activity: ChatActivity[];
  holding: ChatHolding | null;
  startedAt: string | null;
  readUpTo: string | null;
  conversion: ConversionRecord | null;
  /** Set by a take-over of my chat: who took it. */
  takenOverBy: string | null;
  /** I passed the chat to a department: when someone accepts it, it is gone from me. */
  releasedByMe: boolean;
  ended: boolean;
  gone: string | null;
  /** Other staff with the chat open, by user id. */
  viewers: Record<string, PresenceEntry>;
  status: OpenChatStatus;
}

export type OpenChatAction =
  | {
      type: 'conversation-loaded';
      chatId: string | null;
      guestId: number | null;
      history: PanelMessage[];
      messages: ChatMessage[];
      startedAt: string | null;
      conversion: ConversionRecord | null;
    }
  | { type: 'teamwork-loaded'; holding: ChatHolding; notes: ChatNote[]; activity: ChatActivity[] }
  /** A message from the server (live, ack, sync) or composed here (pending). */
  | { type: 'message'; message: ChatMessage & { pending?: boolean } }
  | { type: 'messages-synced'; messages: ChatMessage[] }
  | { type: 'message-refused'; messageId: string; reason: string }
  | { type: 'read'; readUpTo: string }
  | { type: 'ended' }
  | { type: 'holder-changed'; holding: ChatHolding; activity: ChatActivity; previousHolderId: string | null }
  /** A note from the server (event, ack) or composed here (pending). */
  | { type: 'note'; note: ChatNote & { pending?: boolean } }
  | { type: 'note-refused'; noteId: string; reason: string }
  | { type: 'presence'; viewer: ChatViewer; viewing: boolean; at: number }
  /** Drops viewers not heard of within PRESENCE_EXPIRY_MS of `now`. */
  | { type: 'presence-expired'; now: number };

export function initialOpenChat(init: { me: readonly string[]; chatId?: string | null }): OpenChatState {
  return withStatus({
    me: init.me.filter(Boolean),
    conversationLoaded: false,
    chatId: init.chatId ?? null,
    guestId: null,
    history: [],
    messages: [],
    notes: [],
    activity: [],
    holding: null,
    startedAt: null,
    readUpTo: null,
    conversion: null,
    takenOverBy: null,
    releasedByMe: false,
    ended: false,
    gone: null,
    viewers: {},
    status: { kind: 'loading' },
  });
}

const isMe = (state: OpenChatState, id: string | null | undefined) => Boolean(id) && state.me.includes(id as string);

function statusOf(state: OpenChatState): OpenChatStatus {
  if (state.gone !== null) return { kind: 'gone', to: state.gone };
  if (state.ended || state.holding?.state === 'ended') return { kind: 'ended' };
  if (!state.conversationLoaded) return { kind: 'loading' };
  if (state.takenOverBy !== null) return { kind: 'taken-over', by: state.takenOverBy };
  const holding = state.holding;
  if (!holding) return { kind: 'mine' };
  if (holding.waitingFor) return { kind: 'waiting', department: holding.waitingFor.departmentName };
  if (isMe(state, holding.holderId)) return { kind: 'mine' };
  return { kind: 'held-by-other', holderName: holding.holderName };
}

function withStatus(state: OpenChatState): OpenChatState {
  const status = statusOf(state);
  const same = JSON.stringify(status) === JSON.stringify(state.status);
  return same ? state : { ...state, status };
}

const noteKey = (note: ChatNote) => note.noteId ?? note.id;

/** Adds or updates a note (by its server id or the author's noteId), kept in time order, unsent ones last. */
export function upsertNote(list: readonly PanelNote[], incoming: ChatNote & { pending?: boolean }): PanelNote[] {
  const at = list.findIndex((n) => (incoming.id && n.id === incoming.id) || (incoming.noteId !== undefined && n.noteId === incoming.noteId));
  const before = at >= 0 ? list[at] : undefined;
  const merged: PanelNote = { ...before, ...incoming, key: before?.key ?? `note-${noteKey(incoming)}`, pending: incoming.pending ?? false };
  const rest = at >= 0 ? [...list.slice(0, at), ...list.slice(at + 1)] : list.slice();
  const sent = rest.filter((n) => !n.pending);
  const pending = rest.filter((n) => n.pending);
  if (merged.pending) return [...sent, ...pending, merged];
  const time = Date.parse(merged.chatTime);
  const index = sent.findIndex((n) => Date.parse(n.chatTime) > time);
  const placed = index < 0 ? [...sent, merged] : [...sent.slice(0, index), merged, ...sent.slice(index)];
  return [...placed, ...pending];
}

function addActivity(list: readonly ChatActivity[], entry: ChatActivity): ChatActivity[] {
  if (list.some((a) => a.id === entry.id)) return list as ChatActivity[];
  return [...list, entry].sort((a, b) => Date.parse(a.chatTime) - Date.parse(b.chatTime));
}

function holderChanged(state: OpenChatState, action: Extract<OpenChatAction, { type: 'holder-changed' }>): OpenChatState {
  const { holding, activity, previousHolderId } = action;
  const toMe = isMe(state, holding.holderId);
  // Mine before this change: I held it (as the server or this panel knew), or I passed it to a department.
  const wasMine = isMe(state, previousHolderId) || state.status.kind === 'mine' || (state.status.kind === 'waiting' && state.releasedByMe);
  const next: OpenChatState = { ...state, holding, activity: addActivity(state.activity, activity), takenOverBy: null };
  if (toMe) return { ...next, releasedByMe: false };
  if (activity.kind === 'take-over') return { ...next, takenOverBy: wasMine ? activity.actorName : null, releasedByMe: false };
  if (holding.waitingFor) return { ...next, releasedByMe: wasMine || state.releasedByMe };
  // Now with another agent: gone from me if it was mine, else just read-only with its new holder.
  return { ...next, releasedByMe: false, gone: wasMine ? (holding.holderName ?? activity.toAgentName ?? '') : null };
}

function reduce(state: OpenChatState, action: OpenChatAction): OpenChatState {
  switch (action.type) {
    case 'conversation-loaded':
      return {
        ...state,
        conversationLoaded: true,
        chatId: action.chatId ?? state.chatId,
        guestId: action.guestId ?? state.guestId,
        history: action.history,
        messages: mergeMessages(state.messages, action.messages),
        startedAt: action.startedAt,
        conversion: action.conversion,
      };
    case 'teamwork-loaded': {
      const notes = action.notes.reduce<PanelNote[]>((acc, note) => upsertNote(acc, note), state.notes);
      const activity = action.activity.reduce<ChatActivity[]>((acc, entry) => addActivity(acc, entry), state.activity);
      // Taken from me while this console was away (a missed chat-holder-changed): the record says so.
      const last = activity[activity.length - 1];
      const takenFromMe =
        last?.kind === 'take-over' && last.fromAgentId !== null && state.me.includes(last.fromAgentId) && action.holding.holderId === last.toAgentId;
      const takenOverBy = takenFromMe ? last.actorName : state.takenOverBy;
      return { ...state, holding: action.holding, notes, activity, takenOverBy, chatId: state.chatId ?? action.holding.chatId };
    }
    case 'message':
      return { ...state, messages: upsertMessage(state.messages, action.message) };
    case 'messages-synced':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'message-refused':
      return {
        ...state,
        messages: state.messages.map((m) => (m.messageId === action.messageId ? { ...m, pending: false, refused: action.reason } : m)),
      };
    case 'read':
      if (state.readUpTo && Date.parse(state.readUpTo) >= Date.parse(action.readUpTo)) return state;
      return { ...state, readUpTo: action.readUpTo };
    case 'ended':
      return { ...state, ended: true };
    case 'holder-changed':
      return holderChanged(state, action);
    case 'note':
      return { ...state, notes: upsertNote(state.notes, action.note) };
    case 'note-refused':
      return { ...state, notes: state.notes.map((n) => (n.noteId === action.noteId ? { ...n, pending: false, refused: action.reason } : n)) };
    case 'presence': {
      const { viewer } = action;
      if (isMe(state, viewer.userId)) return state;
      const viewers = { ...state.viewers };
      if (action.viewing) viewers[viewer.userId] = { viewer, seenAt: action.at };
      else if (viewers[viewer.userId]) delete viewers[viewer.userId];
      else return state;
      return { ...state, viewers };
    }
    case 'presence-expired': {
      const stale = Object.keys(state.viewers).filter((id) => action.now - state.viewers[id].seenAt > PRESENCE_EXPIRY_MS);
      if (stale.length === 0) return state;
      const viewers = { ...state.viewers };
      for (const id of stale) delete viewers[id];
      return { ...state, viewers };
    }
  }
}

export function openChatReducer(state: OpenChatState, action: OpenChatAction): OpenChatState {
  const next = reduce(state, action);
  return next === state ? state : withStatus(next);
}

/** Whether the user may write to the guest now. */
export const canWriteToGuest = (status: OpenChatStatus) => status.kind === 'mine';

/** Whether the user may write a note now (any open chat they can see). */
export const canWriteNote = (status: OpenChatStatus) => status.kind !== 'loading' && status.kind !== 'ended' && status.kind !== 'gone';

/** Viewers in a stable order (by name). */
export function viewerList(state: Pick<OpenChatState, 'viewers'>): ChatViewer[] {
  return Object.values(state.viewers)
    .map((entry) => entry.viewer)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}
