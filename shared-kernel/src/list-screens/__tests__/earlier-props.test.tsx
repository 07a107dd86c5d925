import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-kernel/testing';
import { FormDialog, ListStates } from '..';

// An area released against the kit's first, flat props runs in a console whose kit is newer.
describe('the kit with the props of its first release', () => {
  it('shows a failed load with its text, and Retry reloads', async () => {
    const onRetry = jest.fn();
    renderWithShell(
      <ListStates loading={false} failed failedText="Could not load contacts" onRetry={onRetry} empty={false} emptyText="No contacts" wide={() => null} narrow={() => null} />,
    );
    expect(screen.getByText('Could not load contacts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when there is no record', () => {
    renderWithShell(<ListStates loading={false} failed={false} failedText="x" onRetry={() => undefined} empty emptyText="No contacts yet" wide={() => null} narrow={() => null} />);
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
  });

  it('submits the form dialog with its labels, and keeps it while submitting', async () => {
    const onSubmit = jest.fn((event?: { preventDefault(): void }) => event?.preventDefault());
    const onClose = jest.fn();
    const { rerender } = render(
      <FormDialog title="Edit contact" onSubmit={onSubmit} onClose={onClose} submitting={false} saveLabel="Save" cancelLabel="Cancel">
        <input aria-label="Name" />
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <FormDialog title="Edit contact" onSubmit={onSubmit} onClose={onClose} submitting saveLabel="Save" cancelLabel="Cancel">
        <input aria-label="Name" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
