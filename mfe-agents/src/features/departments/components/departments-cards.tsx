import { Stack, Typography } from 'shared-kernel/mui';
import { CardList } from 'shared-kernel/list-screens';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { DepartmentRowActions } from './department-row-actions';
import type { DepartmentListProps } from './departments-table';
import { MemberChips } from './member-chips';

/** Tablets and phones: one card per department, as a labelled list. */
export function DepartmentsCards({ rows, onEdit, onDelete }: DepartmentListProps) {
  return (
    <CardList label={T.listLabel} items={rows} keyOf={(row) => row._id}>
      {(row) => (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <div>
              <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
                {row.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {T.memberTotal(row.members.length)}
              </Typography>
            </div>
            <DepartmentRowActions row={row} onEdit={onEdit} onDelete={onDelete} />
          </Stack>
          <Stack sx={{ mt: 1 }}>
            <MemberChips row={row} />
          </Stack>
        </>
      )}
    </CardList>
  );
}
