// Test data and a page render for the Contacts component tests (the mock shell of shared-kernel/testing).
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { Contact, Paginated } from 'shared-kernel/contracts';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';

export function contact(n: number, patch: Partial<Contact> = {}): Contact {
  return {
    _id: `c${n}`,
    guestId: 100 + n,
    visitorId: `visitor-${n}`,
    pluginId: 'plugin-1',
    email: `guest${n}@example.com`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    phoneNumber: `+4470000000${n % 10}`,
    country: 'United Kingdom',
    region: 'England',
    city: 'London',
    lastSeen: '2024-05-17T08:09:10.000Z',
    flag: 'gb',
    technicalDetails: { browser: 'Chrome', operatingSystem: 'Windows' },
    visitorDetails: { viewing: ['https://www.shop.example/cart?item=3'] },
    ...patch,
  };
}

export const contacts = (from: number, count: number) => Array.from({ length: count }, (_, i) => contact(from + i));

export function page(data: Contact[], hasNextPage = false): Paginated<Contact> {
  return { data, meta: { hasNextPage, itemCount: data.length } };
}

/** jsdom has no layout: give the virtual lists a viewport so they render their rows. */
export function withVirtuoso(ui: ReactElement) {
  return <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>{ui}</VirtuosoMockContext.Provider>;
}

export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

export function renderWithWidth(ui: ReactElement, width: number, options: MockShellOptions) {
  setWidth(width);
  return renderWithShell(withVirtuoso(ui), options);
}
