// The remote's side of the shell contract: mounted in the mock shell, the area renders one page
// per path it owns (placeholders until its issue lands) and the not-found page for anything else.
import { screen } from '@testing-library/react';
import { renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import HistoryArea from '../remote-app';
import { AREA } from '../area';
import { PAGE_NAMES } from '../texts';

/** A concrete location for a path pattern ('/contact-history/:id' → '/contact-history/42'). */
const example = (pattern: string) => pattern.replace(/:[^/]+/g, '42').replace('*', 'conversation-history/7');

describe('HistoryArea', () => {
  it.each(AREA.paths.map((path) => [path]))('renders its page for %s', (path) => {
    renderWithShell(<HistoryArea />, { route: example(path) });
    const name = PAGE_NAMES[path as keyof typeof PAGE_NAMES];
    expect(screen.getByRole('heading', { name: UI_TEXTS.areaNotBuilt(`${AREA.title} · ${name}`) })).toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderWithShell(<HistoryArea />, { route: '/no-such-page' });
    expect(screen.getByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });
});
