import { useCallback, useSyncExternalStore } from 'react';
import { useEvent } from 'shared-kernel/platform';
import type { Visitor } from 'shared-kernel/contracts';

/**
 * The guests the Guest Feed has seen, by visitorId, for the Guest Info panel. A store outside React so a
 * feed update re-renders only the panel whose guest changed. Guests are kept after they leave the page shown.
 */
export interface VisitorDirectory {
  set: (rows: readonly Visitor[]) => void;
  /** Changes some fields of a known guest (contact details given in the widget). */
  patch: (visitorId: string, fields: Partial<Visitor>) => void;
  get: (visitorId: string) => Visitor | null;
  subscribe: (listener: () => void) => () => void;
}

export function createVisitorDirectory(): VisitorDirectory {
  const byId = new Map<string, Visitor>();
  const listeners = new Set<() => void>();
  return {
    set(rows) {
      let changed = false;
      for (const row of rows) {
        if (byId.get(row.visitorId) === row) continue;
        byId.set(row.visitorId, row);
        changed = true;
      }
      if (changed) listeners.forEach((listener) => listener());
    },
    patch(visitorId, fields) {
      const known = byId.get(visitorId);
      if (!known) return;
      byId.set(visitorId, { ...known, ...fields });
      listeners.forEach((listener) => listener());
    },
    get: (visitorId) => byId.get(visitorId) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useDirectoryVisitor(directory: VisitorDirectory, visitorId: string): Visitor | null {
  const read = useCallback(() => directory.get(visitorId), [directory, visitorId]);
  return useSyncExternalStore(directory.subscribe, read, read);
}

/** Keeps the directory's guests current with the contact details they give in the widget (also guests off the feed's page). */
export function useDirectoryContacts(directory: VisitorDirectory): void {
  useEvent('emailid-updated', ({ visitorId, email }) => directory.patch(visitorId, { email }));
  useEvent('contact-updated', ({ visitorId, email, firstName, lastName, phoneNumber }) =>
    directory.patch(visitorId, { email, firstName, lastName, phoneNumber }),
  );
}
