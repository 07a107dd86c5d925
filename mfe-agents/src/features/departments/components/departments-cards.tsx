import { Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { DepartmentRowActions } from './department-row-actions';
import type { DepartmentListProps } from './departments-table';
import { MemberChips } from './member-chips';

/** Tablets and phones: one card per department, as a labelled list. */
export function DepartmentsCards({ rows, onEdit, onDelete }: DepartmentListProps) {
  return (
    <Stack component="ul" aria-label={T.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <li key={row._id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
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
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
