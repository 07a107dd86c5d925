import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../routing';
import { NotAllowedNotice, UI_TEXTS } from '..';

describe('NotAllowedNotice', () => {
  it('names the refusal in a labelled region and goes back to the dashboard', async () => {
    render(
      <MemoryRouter initialEntries={['/my-widgets']}>
        <Routes>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/my-widgets" element={<NotAllowedNotice />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: UI_TEXTS.notAllowed.title })).toHaveTextContent(UI_TEXTS.notAllowed.text);
    expect(screen.getByRole('heading', { level: 1, name: UI_TEXTS.notAllowed.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: UI_TEXTS.goToDashboard }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
