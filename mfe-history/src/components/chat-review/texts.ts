// The words both chat review screens (Conversation History, Unattended Chats) show, spec 001 §2 and §4 word for word.
// The words are the catalogue's.
import { CONVERSION_TEXT } from 'shared-kernel/contracts';
import { computed, dateTimeFormat } from 'shared-kernel/i18n-react';
import { t, texts } from '../../i18n/catalogue';

/** A calendar day's parts as the console's language writes them (its month abbreviation and digits). */
function dayParts(day: number, month: number, year: number): Record<'day' | 'month' | 'year', string> {
  const parts = dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(year, month - 1, day));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

export const REVIEW_TEXTS = texts({
  filtersLabel: 'review.filtersLabel',
  dateLabel: 'review.dateLabel',
  allDates: 'review.allDates',
  today: 'review.today',
  lastWeek: 'review.lastWeek',
  lastMonth: 'review.lastMonth',
  /** A range of arrival dates from the address (a reports link), e.g. 1 Nov 2026 – 27 Nov 2026. */
  dateRange: (from: string, to: string) => t('review.dateRange', { from, to }),
  day: (day: number, month: number, year: number) => t('review.day', dayParts(day, month, year)),
  /** A select's value whose choices are still loading. */
  pendingChoice: 'review.pendingChoice',
  domainLabel: 'review.domainLabel',
  allDomains: 'review.allDomains',
  statusLabel: 'review.statusLabel',
  allStatuses: 'review.allStatuses',
  /** The number the spec names, with what it means. */
  statusOption: (code: number, label: string) => t('review.statusOption', { code, label }),
  agentLabel: 'review.agentLabel',
  allAgents: 'review.allAgents',
  clear: 'review.clear',
  search: 'review.search',
  searching: 'review.searching',
  sortLabel: 'review.sortLabel',
  newest: 'review.newest',
  oldest: 'review.oldest',
  empty: 'review.empty',
  noRecord: 'review.noRecord',
  noMore: 'review.noMore',
  selectChat: 'review.selectChat',
  loadingMore: 'review.loadingMore',
  loadingChat: 'review.loadingChat',
  chatFailed: 'review.chatFailed',
  listFailed: 'review.listFailed',
  retry: 'review.retry',
  back: 'review.back',
  listLabel: 'review.listLabel',
  guest: (guestId: number | string) => t('review.guest', { guestId }),
  selectedState: 'review.selectedState',
  // The server writes these too (contracts): English for now.
  conversionUploaded: computed(() => CONVERSION_TEXT.uploaded),
  notUploaded: computed(() => CONVERSION_TEXT.notUploaded),
  endReason: 'review.endReason',
  agent: 'review.agent',
  noAgent: 'review.noAgent',
  domain: 'review.domain',
  /** A label before its value ('End reason:'; French puts a space before the colon). */
  fieldLabel: (label: string) => t('review.fieldLabel', { label }),
  guestInfo: 'review.guestInfo',
  guestInfoTitle: (guest: string) => t('review.guestInfoTitle', { guest }),
  name: 'review.name',
  email: 'review.email',
  phone: 'review.phone',
  url: 'review.url',
  location: 'review.location',
  chatSession: 'review.chatSession',
  /** Guest Info's Chat Session: start – end (length). */
  sessionSpan: (start: string, end: string, length: string) => t('review.sessionSpan', { start, end, length }),
  conversion: 'review.conversion',
  close: 'review.close',
  notGiven: 'review.notGiven',
  duration: (hours: number, minutes: number, seconds: number) =>
    hours > 0
      ? t('review.duration.hours', { hours, minutes })
      : minutes > 0
        ? t('review.duration.minutes', { minutes, seconds })
        : t('review.duration.seconds', { seconds }),
});
