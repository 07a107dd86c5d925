// Every user-visible string of the Active chats view (issue 26), in one place for tests. The words are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const ACTIVE_CHATS_TEXTS = texts({
  title: 'activeChats.title',
  count: (n: number) => t('activeChats.count', { count: n }),
  empty: 'activeChats.empty',
  loadFailed: 'activeChats.loadFailed',
  failed: 'activeChats.failed',
  listLabel: 'activeChats.listLabel',
  guest: 'activeChats.guest',
  agent: 'activeChats.agent',
  widget: 'activeChats.widget',
  waiting: 'activeChats.waiting',
  lastMessage: 'activeChats.lastMessage',
  actions: 'activeChats.actions',
  /** A card's label before its value: 'Agent:'. */
  field: (label: string) => t('activeChats.field', { label }),
  open: 'activeChats.open',
  guestName: (guestId: number) => t('activeChats.guestName', { guestId }),
  openLabel: (guestId: number) => t('activeChats.openLabel', { guestId }),
  waitingFor: (department: string) => t('activeChats.waitingFor', { department }),
  pending: 'activeChats.pending',
  noMessage: 'activeChats.noMessage',
  fromAgent: 'activeChats.fromAgent',
  waitingSince: (duration: string) => t('activeChats.waitingSince', { duration }),
  lessThanMinute: 'activeChats.lessThanMinute',
  minutes: (n: number) => t('activeChats.minutes', { minutes: n }),
  hours: (h: number, m: number) => (m === 0 ? t('activeChats.hours', { hours: h }) : t('activeChats.hoursMinutes', { hours: h, minutes: m })),
});
