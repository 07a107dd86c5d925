import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithShell } from 'shared-kernel/testing';
import { TextField } from 'shared-kernel/mui';
import { ActionsMenu, AddButton, CardList, DeleteRecordDialog, EditDeleteActions, FormDialog, ListHeading, ListPage, ListStates, ListToolbar, SearchField } from '..';

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setWidth(1024));

describe('ListToolbar, SearchField, AddButton and ListHeading', () => {
  function Toolbar({ onAdd, placeholderOnly = false }: { onAdd: () => void; placeholderOnly?: boolean }) {
    const [search, setSearch] = useState('');
    return (
      <>
        <ListToolbar
          start={<ListHeading title="Departments" count={search ? `searching ${search}` : '2 departments'} countTestId="count" />}
          end={<AddButton onClick={onAdd}>Add Department</AddButton>}
          below={<SearchField label="Search departments" value={search} onSearch={setSearch} placeholderOnly={placeholderOnly} maxLength={5} />}
        />
      </>
    );
  }

  it('names the search box by its label, passes what is typed and counts as a status', async () => {
    const onAdd = jest.fn();
    render(<Toolbar onAdd={onAdd} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Departments' })).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveAttribute('role', 'status');
    const box = screen.getByRole('searchbox', { name: 'Search departments' });
    await userEvent.type(box, 'salesteam');
    // maxLength holds what the server takes.
    expect(box).toHaveValue('sales');
    expect(screen.getByRole('status')).toHaveTextContent('searching sales');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('names a placeholder-only search box by its placeholder', () => {
    render(<Toolbar onAdd={jest.fn()} placeholderOnly />);
    const box = screen.getByRole('searchbox', { name: 'Search departments' });
    expect(box).toHaveAttribute('placeholder', 'Search departments');
    expect(box).toHaveAttribute('aria-label', 'Search departments');
  });

  it('adds from the keyboard', async () => {
    const onAdd = jest.fn();
    render(<Toolbar onAdd={onAdd} />);
    act(() => screen.getByRole('button', { name: 'Add Department' }).focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('hides a count that is not known yet', () => {
    render(<ListHeading title="Contacts" count={null} countTestId="count" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ListStates and CardList', () => {
  const items = [
    { id: 'a', name: 'Sales' },
    { id: 'b', name: 'Support' },
  ];
  const texts = { loadFailed: 'Could not load the departments.', empty: 'No department yet', noMatch: 'No department matches' };
  const loaded = { loading: false, failed: false, reload: () => undefined };
  const base = {
    list: loaded,
    texts,
    empty: false,
    noMatch: false,
    wide: () => <table aria-label="Departments table" />,
    narrow: () => (
      <CardList label="Departments" items={items} keyOf={(item) => item.id}>
        {(item) => <h3>{item.name}</h3>}
      </CardList>
    ),
  };

  it('shows skeletons while loading, then the failure with a Retry that reloads', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<ListStates {...base} list={{ loading: true, failed: false, reload: onRetry }} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    rerender(<ListStates {...base} list={{ loading: false, failed: true, reload: onRetry }} />);
    expect(screen.getByText('Could not load the departments.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells empty from no match', () => {
    const { rerender } = render(<ListStates {...base} empty noMatch />);
    expect(screen.getByText('No department yet')).toBeInTheDocument();
    rerender(<ListStates {...base} noMatch />);
    expect(screen.getByText('No department matches')).toBeInTheDocument();
    expect(screen.queryByText('No department yet')).toBeNull();
  });

  it('shows the table on desktops and labelled cards below 1024 px', () => {
    setWidth(1280);
    const { rerender } = render(<ListStates {...base} />);
    expect(screen.getByRole('table', { name: 'Departments table' })).toBeInTheDocument();
    setWidth(800);
    rerender(<ListStates {...base} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Departments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Support' })).toBeInTheDocument();
  });

  it('shows the table on tablets too when asked, cards on phones', () => {
    setWidth(800);
    const { rerender } = render(<ListStates {...base} wideFrom="tablet" />);
    expect(screen.getByRole('table', { name: 'Departments table' })).toBeInTheDocument();
    setWidth(375);
    rerender(<ListStates {...base} wideFrom="tablet" />);
    expect(screen.getByRole('list', { name: 'Departments' })).toBeInTheDocument();
  });
});

describe('ListPage', () => {
  it('is one h1 with its count and the list under it', () => {
    render(
      <ListPage title="Blocked Guests" count="3 blocked guests" countTestId="blocked-count">
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked Guests' })).toBeInTheDocument();
    expect(screen.getByTestId('blocked-count')).toHaveTextContent('3 blocked guests');
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});

describe('EditDeleteActions', () => {
  it('names both buttons after the row and calls each once', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(<EditDeleteActions editLabel="Edit Sales" deleteLabel="Delete Sales" onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sales' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Delete Sales' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});

describe('ActionsMenu', () => {
  it('opens from its named button, runs the chosen action once and closes', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(
      <ActionsMenu
        label="Actions for Ann"
        actions={[
          { key: 'edit', text: 'Edit', onSelect: onEdit },
          { key: 'delete', text: 'Delete', danger: true, onSelect: onDelete },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for Ann' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(menu);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape without running anything', async () => {
    const onEdit = jest.fn();
    render(<ActionsMenu label="Actions for Ann" actions={[{ key: 'edit', text: 'Edit', onSelect: onEdit }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('DeleteRecordDialog', () => {
  const texts = { title: 'Delete Department', question: 'Delete Sales?', confirm: 'Delete', cancel: 'Cancel', deleted: 'Department deleted', failed: 'Something went wrong' };

  it('deletes on confirm: the call, then the toast, onDeleted and onClose', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    const onDeleted = jest.fn();
    const { toasts } = renderWithShell(<DeleteRecordDialog texts={texts} remove={remove} onClose={onClose} onDeleted={onDeleted} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(dialog).toHaveAccessibleDescription('Delete Sales?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ variant: 'success', message: 'Department deleted' }]);
  });

  it('keeps the dialog open with the fallback text when the call fails', async () => {
    const remove = jest.fn().mockRejectedValue(new Error('network'));
    const onClose = jest.fn();
    const onDeleted = jest.fn();
    const { toasts } = renderWithShell(<DeleteRecordDialog texts={texts} remove={remove} onClose={onClose} onDeleted={onDeleted} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.variant).toBe('error');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('cancels with the button or Escape, without a call', async () => {
    const remove = jest.fn();
    const onClose = jest.fn();
    renderWithShell(<DeleteRecordDialog texts={texts} remove={remove} onClose={onClose} onDeleted={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('FormDialog', () => {
  function Form({ onSave, onClose, submitting = false }: { onSave: () => void; onClose: () => void; submitting?: boolean }) {
    const [name, setName] = useState('');
    return (
      <FormDialog
        title="Add Department"
        form={{
          handleSubmit: (event) => {
            event?.preventDefault();
            onSave();
          },
          isSubmitting: submitting,
        }}
        onClose={onClose}
        texts={{ save: 'Save', cancel: 'Cancel' }}
        saveDisabled={name.trim() === ''}
      >
        <TextField label="Department name" value={name} onChange={(event) => setName(event.target.value)} autoFocus />
      </FormDialog>
    );
  }

  it('is a dialog named by its title; Save waits for a name and submits on Enter', async () => {
    const onSave = jest.fn();
    render(<Form onSave={onSave} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Department' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Department name' }), 'Sales{Enter}');
    expect(save).toBeEnabled();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel or Escape, but not while saving', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Form onSave={jest.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Form onSave={jest.fn()} onClose={onClose} submitting />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('fills a phone screen, not a desktop one', () => {
    setWidth(375);
    const { unmount } = render(<Form onSave={jest.fn()} onClose={jest.fn()} />);
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    unmount();
    setWidth(1280);
    render(<Form onSave={jest.fn()} onClose={jest.fn()} />);
    expect(document.querySelector('.MuiDialog-paperFullScreen')).toBeNull();
  });
});
