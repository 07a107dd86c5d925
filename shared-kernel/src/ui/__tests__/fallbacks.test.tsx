import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../routing';
import { AreaNotBuilt, ErrorFallback, NotFoundPage, UI_TEXTS, clearMyCache } from '..';

describe('ErrorFallback and NotFoundPage', () => {
  it('signed in: the error text, Go to Dashboard and Clear My Cache', () => {
    render(<ErrorFallback signedIn />);
    expect(screen.getByText('Something Went Wrong. Please try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear My Cache' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('signed out: Go to Login instead, and Retry only when asked for', async () => {
    const onRetry = jest.fn();
    render(<ErrorFallback signedIn={false} onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('not found: the spec text with the same buttons', () => {
    const { rerender } = render(<NotFoundPage signedIn />);
    expect(screen.getByText('OOPS... Page Not Found. Please check the URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    rerender(<NotFoundPage signedIn={false} />);
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear My Cache' })).toBeInTheDocument();
  });

  it('navigates with the router when inside one', async () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<NotFoundPage signedIn />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('Clear My Cache runs the cache clearing', async () => {
    const onClearCache = jest.fn();
    render(<ErrorFallback signedIn onClearCache={onClearCache} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear My Cache' }));
    expect(onClearCache).toHaveBeenCalledTimes(1);
  });

  it('names an area that is not built yet', () => {
    render(<AreaNotBuilt area="Live Chat" />);
    expect(screen.getByRole('heading', { name: 'Live Chat is not built yet' })).toBeInTheDocument();
    expect(UI_TEXTS.areaNotBuilt('History')).toBe('History is not built yet');
  });
});

describe('clearMyCache', () => {
  it('wipes local storage, session storage and cookies, then goes to /login', () => {
    localStorage.setItem('user', '{}');
    localStorage.setItem('chat_history', 'x');
    sessionStorage.setItem('draft', 'y');
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'sid=abc';
    expect(document.cookie).toContain('theme=dark');
    const redirect = jest.fn();

    clearMyCache(redirect);

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});
