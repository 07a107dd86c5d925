// The Departments tab of Manage Agents (spec 001 §2; admins only, the page decides): the account's
// departments with their active members, search, add, rename and delete.
import { Box } from 'shared-kernel/mui';
import { useMemo, useState } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { AddButton, ListCount, ListStates, ListToolbar, SearchField } from 'shared-kernel/list-screens';
import { useRecordList } from 'shared-kernel/platform';
import { fetchDepartmentGroups } from '../api/department-calls';
import { searchDepartments, toRows, type DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DepartmentDialog } from './department-dialog';
import { DepartmentsCards } from './departments-cards';
import { DepartmentsTable } from './departments-table';

/** The open dialog: a new department, one being renamed, or one to delete. */
type Open = { kind: 'create' } | { kind: 'edit'; row: DepartmentRow } | { kind: 'delete'; row: DepartmentRow } | null;

const loadRows = async (api: ApiClient, signal: AbortSignal) => toRows(await fetchDepartmentGroups(api, signal));

export function DepartmentsTab() {
  const list = useRecordList(loadRows, T.failed);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const shown = useMemo(() => searchDepartments(list.items, search), [list.items, search]);
  const close = () => setOpen(null);
  const actions = { onEdit: (row: DepartmentRow) => setOpen({ kind: 'edit', row }), onDelete: (row: DepartmentRow) => setOpen({ kind: 'delete', row }) };
  const searching = search.trim() !== '';

  return (
    <Box>
      <ListToolbar
        start={<SearchField label={T.search} value={search} onSearch={setSearch} />}
        end={<AddButton onClick={() => setOpen({ kind: 'create' })}>{T.add}</AddButton>}
      />
      <ListCount
        text={list.loading || list.failed ? null : searching ? `${T.count(list.items.length)} · ${T.shownOf(shown.length, list.items.length)}` : T.count(list.items.length)}
        testId="departments-count"
        spaced
      />
      <ListStates
        list={list}
        texts={T}
        empty={list.items.length === 0}
        noMatch={shown.length === 0}
        wide={() => <DepartmentsTable rows={shown} {...actions} />}
        narrow={() => <DepartmentsCards rows={shown} {...actions} />}
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <DepartmentDialog
          key={open.kind === 'edit' ? open.row._id : 'new'}
          department={open.kind === 'edit' ? open.row : null}
          onClose={close}
          onSaved={open.kind === 'edit' ? list.replaced : list.added}
        />
      )}
      {open?.kind === 'delete' && <DeleteDepartmentDialog department={open.row} onClose={close} onDeleted={list.removed} />}
    </Box>
  );
}
