// The Departments tab of Manage Agents (spec 001 §2; admins only, the page decides): the account's
// departments with their active members, search, add, rename and delete.
import { Box, Button, InputAdornment, Stack, TextField, Typography } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useRecordList, useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
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
  const desktop = useViewport() === 'desktop';
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const shown = useMemo(() => searchDepartments(list.items, search), [list.items, search]);
  const close = () => setOpen(null);
  const actions = { onEdit: (row: DepartmentRow) => setOpen({ kind: 'edit', row }), onDelete: (row: DepartmentRow) => setOpen({ kind: 'delete', row }) };
  const searching = search.trim() !== '';

  let body;
  if (list.loading) body = <SkeletonList rows={LIMITS.SKELETONS.list} />;
  else if (list.failed)
    body = (
      <LoadFailed text={T.loadFailed} onRetry={list.reload} />
    );
  else if (list.items.length === 0) body = <EmptyState text={T.empty} />;
  else if (shown.length === 0) body = <EmptyState text={T.noMatch} />;
  else body = desktop ? <DepartmentsTable rows={shown} {...actions} /> : <DepartmentsCards rows={shown} {...actions} />;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          label={T.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
          size="small"
          sx={{ maxWidth: { sm: 360 } }}
          fullWidth
          startAdornment={
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          }
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'create' })} sx={{ flexShrink: 0 }}>
          {T.add}
        </Button>
      </Stack>
      {!list.loading && !list.failed && (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="departments-count" sx={{ mb: 1 }}>
          {searching ? `${T.count(list.items.length)} · ${T.shownOf(shown.length, list.items.length)}` : T.count(list.items.length)}
        </Typography>
      )}
      {body}
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
