// The area in the console's language (issue 37): its gate loads the language <html lang> names, the words
// read at render (filter choices, table heads, dialogs) follow a switch, and days, counts and durations are
// written as the language writes them.
import { act, render, screen, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { applyDocumentLocale } from 'shared-kernel/i18n-react';
import type { Locale } from 'shared-kernel/i18n';
import { renderWithShell } from 'shared-kernel/testing';
import HistoryArea from '../../app/remote-app';
import { REVIEW_TEXTS as R } from '../../components/chat-review/texts';
import { BLOCKED_TEXTS as B } from '../../features/blocked-guests/texts';
import { AreaLanguage } from '../catalogue';

const EMPTY_PAGE = { data: [], meta: { hasNextPage: false, itemCount: 0 } };
const BLOCKED: BlockedGuest = {
  _id: 'b1',
  ipAddress: '10.0.0.1',
  visitorId: { _id: 'visitor-1', guestId: 201 },
  widgetId: { pluginId: 'plugin-1', domain: 'shop.example' },
  blockedBy: { email: 'owner@example.com' },
  created_at: '2024-05-17T08:09:10.000Z',
};
const ENDPOINTS = { dashboardHistory: EMPTY_PAGE, getWidgets: [], agentList: [], getAllBlocked: [BLOCKED] };

function renderArea(route: string) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  return renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <HistoryArea />
    </VirtuosoMockContext.Provider>,
    { route, endpoints: ENDPOINTS },
  );
}

/** Texts read inside the gate, once the language is loaded. */
async function readInGate(locale: Locale, read: () => string[]): Promise<string[]> {
  applyDocumentLocale(locale);
  const Probe = () => <output>{JSON.stringify(read())}</output>;
  render(
    <AreaLanguage>
      <Probe />
    </AreaLanguage>,
  );
  return JSON.parse((await screen.findByRole('status')).textContent ?? '[]') as string[];
}

afterEach(() => applyDocumentLocale('en'));

describe('the history area in six languages', () => {
  it.each([
    ['en', 'Conversation History', 'All Dates', 'Date (Newest)'],
    ['es', 'Historial de conversaciones', 'Todas las fechas', 'Fecha (más recientes)'],
    ['de', 'Gesprächsverlauf', 'Alle Daten', 'Datum (neueste zuerst)'],
    ['fr', 'Historique des conversations', 'Toutes les dates', 'Date (plus récentes)'],
    ['pt-BR', 'Histórico de conversas', 'Todas as datas', 'Data (mais recentes)'],
    ['ar', 'سجل المحادثات', 'كل التواريخ', 'التاريخ (الأحدث أولًا)'],
  ] as const)('shows Conversation History in %s: heading and filter choices', async (locale, heading, allDates, newest) => {
    applyDocumentLocale(locale);
    renderArea('/conversation-history');
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent(allDates);
    expect(screen.getByRole('combobox', { name: R.sortLabel })).toHaveTextContent(newest);
  });

  it('follows a switch of the console language without a reload: filter choices and table heads too', async () => {
    renderArea('/blocked-visitors');
    const table = await screen.findByRole('table', { name: 'Blocked guests' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('IP Address');
    act(() => applyDocumentLocale('de'));
    const german = await screen.findByRole('table', { name: 'Blockierte Gäste' });
    expect(within(german).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['IP-Adresse', 'Gast-ID', 'Blockiert am', 'Blockiert von', 'Domain', 'Aktionen']);
    expect(within(german).getByRole('button', { name: 'Gast 201 entsperren' })).toHaveTextContent('Entsperren');
    expect(screen.getByTestId('blocked-count')).toHaveTextContent('1 blockierter Gast');
  });

  it.each([
    ['en', ['1 Nov 2026', '1 h 5 min', '2 blocked guests']],
    ['es', ['1 nov 2026', '1 h 5 min', '2 invitados bloqueados']],
    ['de', ['1. Nov. 2026', '1 h 5 min', '2 blockierte Gäste']],
    ['fr', ['1 nov. 2026', '1 h 5 min', '2 visiteurs bloqués']],
    ['pt-BR', ['1 de nov. de 2026', '1 h 5 min', '2 visitantes bloqueados']],
  ] as const)('writes days, durations and counts in %s', async (locale, expected) => {
    expect(await readInGate(locale, () => [R.day(1, 11, 2026), R.duration(1, 5, 0), B.count(2)])).toEqual(expected);
  });

  it('writes Arabic counts with its plural forms and its month names', async () => {
    const [day, ...counts] = await readInGate('ar', () => [R.day(1, 11, 2026), ...[0, 1, 2, 3, 11, 100].map((n) => B.count(n))]);
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(day).toContain('نوفمبر');
    expect(counts).toEqual(['لا يوجد زوار محظورون', 'زائر محظور واحد', 'زائران محظوران', `${n(3)} زوار محظورين`, `${n(11)} زائرًا محظورًا`, `${n(100)} زائر محظور`]);
  });
});
