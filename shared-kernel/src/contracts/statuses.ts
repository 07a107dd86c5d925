// Chat end reasons (spec 001 §4) and booking conversion states (spec 000 §4).
import type { ConversionStatus } from './entities/chat';
import type { ChatStatus } from './entities/history';

export const CHAT_STATUS = {
  AGENT_INACTIVITY: 1,
  VISITOR_INACTIVITY: 2,
  OFFLINE_MESSAGE: 3,
  UNATTENDED: 4,
  ENDED_BY_AGENT: 5,
} as const satisfies Record<string, ChatStatus>;

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  1: 'Ended due to agent inactivity',
  2: 'Ended due to visitor inactivity',
  3: 'Offline message',
  4: 'Unattended chat',
  5: 'Ended by the agent',
};

/** Any status other than 1 to 4 reads as ended by the agent. */
export function chatStatusLabel(status: number | null | undefined): string {
  const code = Number(status);
  return code >= 1 && code <= 4 && Number.isInteger(code) ? CHAT_STATUS_LABELS[code as ChatStatus] : CHAT_STATUS_LABELS[5];
}

/** History filter options: 0 is All. */
export const HISTORY_STATUS_FILTER: ReadonlyArray<{ value: 0 | ChatStatus; label: string }> = [
  { value: 0, label: 'All' },
  ...([1, 2, 3, 4, 5] as const).map((value) => ({ value, label: CHAT_STATUS_LABELS[value] })),
];

export const CONVERSION_STATUS = {
  PENDING: 0,
  SCHEDULED: 1,
  UPLOADED: 2,
  FAILED: 3,
} as const satisfies Record<string, ConversionStatus>;

export const CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  0: 'Pending',
  1: 'Scheduled',
  2: 'Uploaded',
  3: 'Failed',
};

export const CONVERSION_TEXT = { uploaded: 'Conversion Uploaded', notUploaded: 'Not Uploaded' } as const;

/** History: uploaded when analytics_uploaded is set or status is 2. */
export function isConversionUploaded(conversion: { analytics_uploaded?: boolean; status?: number } | null | undefined): boolean {
  return !!conversion && (!!conversion.analytics_uploaded || conversion.status === CONVERSION_STATUS.UPLOADED);
}

/** Book Now is disabled once scheduled or uploaded (or analytics uploaded). */
export function isBookingLocked(conversion: { analytics_uploaded?: boolean; status?: number } | null | undefined): boolean {
  return (
    !!conversion &&
    (!!conversion.analytics_uploaded ||
      conversion.status === CONVERSION_STATUS.SCHEDULED ||
      conversion.status === CONVERSION_STATUS.UPLOADED)
  );
}

/** Agent status codes (spec 001 §4). */
export const AGENT_STATUS = { UNVERIFIED: 0, ACTIVE: 1, DEACTIVATED: 3 } as const;

export function agentStatusKind(status: number): 'unverified' | 'deactivated' | 'active' {
  if (status === AGENT_STATUS.UNVERIFIED) return 'unverified';
  if (status === AGENT_STATUS.DEACTIVATED) return 'deactivated';
  return 'active';
}
