import { Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import type { DepartmentRow } from '../lib/department-view';
import { memberName } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';

/** The department's members as a labelled list of chips (name shown, e-mail on hover). */
export function MemberChips({ row }: { row: DepartmentRow }) {
  if (row.members.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noMembers}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={T.membersOf(row.title)} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {row.members.map((member) => (
        <li key={member._id}>
          <Chip size="small" label={memberName(member)} title={member.email} />
        </li>
      ))}
    </Stack>
  );
}
