import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, EmptyState, ErrorBoundary, SkeletonList } from '..';

describe('SkeletonList and EmptyState', () => {
  it('shows the asked number of rows as a busy status', () => {
    render(<SkeletonList rows={12} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(12);
  });

  it('shows the empty text', () => {
    render(<EmptyState text="No records found" />);
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  const setup = () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="Logout" message="Are you sure you want to logout?" confirmLabel="Logout" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    return { onConfirm, onCancel };
  };

  it('is a dialog labelled by its title with labelled buttons', async () => {
    const { onConfirm, onCancel } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const { onCancel } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBoundary', () => {
  function Boom({ fail }: { fail: boolean }) {
    if (fail) throw new Error('render failed');
    return <p>all good</p>;
  }

  it('shows the fallback instead of a failed subtree, and resets', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Harness() {
      const [fail, setFail] = useState(true);
      return (
        <ErrorBoundary
          onError={() => undefined}
          fallback={({ reset }) => (
            <button
              onClick={() => {
                setFail(false);
                reset();
              }}
            >
              try again
            </button>
          )}
        >
          <Boom fail={fail} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(screen.getByText('all good')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('resets by itself when a reset key changes', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']} onError={() => undefined} fallback={() => <p>fallback</p>}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/b']} onError={() => undefined} fallback={() => <p>fallback</p>}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
