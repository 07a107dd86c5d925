// The remote's side of the shell contract: mounted in the mock shell, the area renders a page for every
// path it owns and the not-found page for anything else.
import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import SettingsArea from '../remote-app';
import { AREA } from '../area';
import { PAGE_NAMES } from '../texts';
import { INTEGRATIONS_TEXTS } from '../../features/integrations/texts';

/** Answers that keep every page of the area quiet (lists empty). */
const ENDPOINTS = { getWidgets: [], getAllCanned: [], getSmartMessages: [], byDepartment: [], webhooks: [], apiKeys: [] };

describe('SettingsArea', () => {
  it.each([
    ['/my-widgets', PAGE_NAMES['/my-widgets']],
    ['/create-widget', PAGE_NAMES['/create-widget']],
    ['/integrations', PAGE_NAMES['/integrations/*']],
    // No endpoint w1 in the (empty) list: the page still names itself.
    ['/integrations/webhooks/w1', INTEGRATIONS_TEXTS.endpointTitle],
  ])('renders its page for %s', async (path, name) => {
    renderWithShell(<SettingsArea />, { route: path, endpoints: ENDPOINTS });
    expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
  });

  it.each([['/edit-widget'], ['/widget-settings']])('%s without a widget goes to Domains', async (path) => {
    const { location } = renderWithShell(<SettingsArea />, { route: path, endpoints: ENDPOINTS });
    expect(await screen.findByRole('heading', { name: PAGE_NAMES['/my-widgets'], level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/my-widgets');
  });

  // Canned and auto messages belong to another slice: here only that each path has a page.
  it.each(AREA.paths.filter((path) => /canned|auto-message/.test(path)).map((path) => [path]))('renders a page for %s', async (path) => {
    const { container } = renderWithShell(<SettingsArea />, { route: path, endpoints: ENDPOINTS });
    await waitFor(() => expect(container.querySelector('[role="status"][aria-busy="true"]')).toBeNull());
    expect(screen.queryByText(UI_TEXTS.notFound)).not.toBeInTheDocument();
    expect(container).not.toBeEmptyDOMElement();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderWithShell(<SettingsArea />, { route: '/no-such-page' });
    expect(screen.getByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });
});
