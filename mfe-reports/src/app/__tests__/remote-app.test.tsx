// The remote's side of the shell contract: mounted in the mock shell, the area renders its page for every
// path it owns (each page's h1) and the not-found page for anything else.
import { screen } from '@testing-library/react';
import { renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import ReportsArea from '../remote-app';
import { AREA } from '../area';
import { PAGE_NAMES } from '../texts';
import { overviewAnswer } from '../../features/overview/__tests__/overview-fixtures';

/** Answers that keep every page of the area quiet (lists empty). */
const ENDPOINTS = {
  getWidgets: [],
  byDepartment: [],
  agentList: [],
  reportsOverview: overviewAnswer(),
  reportsAgents: { data: [] },
  reportsRatings: { data: [], meta: { itemCount: 0, hasNextPage: false } },
};

jest.mock('../../features/overview/components/series-chart', () => ({ __esModule: true, default: () => <div data-testid="series-chart" /> }));

describe('ReportsArea', () => {
  it.each(AREA.paths.map((path) => [path, PAGE_NAMES[path]]))('renders its page for %s (h1 %s)', async (path, heading) => {
    renderWithShell(<ReportsArea />, { route: path, endpoints: ENDPOINTS });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderWithShell(<ReportsArea />, { route: '/no-such-page' });
    expect(screen.getByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });
});
