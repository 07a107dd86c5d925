// The few things the widget keeps in the guest's browser, keyed per widget.
import { VISITOR_STORAGE_PREFIX } from 'shared-kernel/contracts';

export interface OutboxItem {
  clientMessageId: string;
  bodyText: string;
  /** The auto message this message answers (the chat it creates starts with it). */
  autoMessageId?: string;
}

export interface WidgetStorage {
  getVisitorId(): string | null;
  setVisitorId(id: string): void;
  getOutbox(): OutboxItem[];
  setOutbox(items: OutboxItem[]): void;
  getEmail(): string | null;
  setEmail(email: string): void;
  /** Ids of the agent messages whose contact form the guest sent. */
  getContactFormsDone(): string[];
  addContactFormDone(messageId: string): void;
}

/** Storage can be missing or throw (privacy modes): the widget then simply forgets. */
export function createWidgetStorage(pluginId: string, storage: Storage | null): WidgetStorage {
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null): void => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // full or refused: nothing to do
    }
  };
  const outboxKey = `lc_outbox_${pluginId}`;
  const emailKey = `lc_email_${pluginId}`;
  const contactKey = `lc_contact_form_${pluginId}`;
  const contactFormsDone = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(get(contactKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  // Without storage (privacy modes) the page still remembers the forms it sent.
  const sentHere = new Set<string>();
  return {
    getVisitorId: () => get(`${VISITOR_STORAGE_PREFIX}${pluginId}`),
    setVisitorId: (id) => set(`${VISITOR_STORAGE_PREFIX}${pluginId}`, id),
    getOutbox() {
      try {
        const parsed: unknown = JSON.parse(get(outboxKey) ?? '[]');
        return Array.isArray(parsed)
          ? parsed.filter(
              (item): item is OutboxItem =>
                typeof item?.clientMessageId === 'string' &&
                typeof item?.bodyText === 'string' &&
                (item.autoMessageId === undefined || typeof item.autoMessageId === 'string'),
            )
          : [];
      } catch {
        return [];
      }
    },
    setOutbox: (items) => set(outboxKey, items.length ? JSON.stringify(items) : null),
    getEmail: () => get(emailKey),
    setEmail: (email) => set(emailKey, email),
    getContactFormsDone: () => [...new Set([...contactFormsDone(), ...sentHere])],
    addContactFormDone(messageId) {
      sentHere.add(messageId);
      // The last 50 are plenty: a form belongs to the open chat.
      set(contactKey, JSON.stringify([...contactFormsDone().filter((id) => id !== messageId), messageId].slice(-50)));
    },
  };
}
