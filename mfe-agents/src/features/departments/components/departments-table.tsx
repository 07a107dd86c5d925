import { Typography } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { formatNumber } from 'shared-kernel/i18n-react';
import type { DepartmentRow } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { DepartmentRowActions, type DepartmentActionsProps } from './department-row-actions';
import { MemberChips } from './member-chips';

export interface DepartmentListProps extends DepartmentActionsProps {
  rows: readonly DepartmentRow[];
}

/** Desktop: Department, Members (count), Member agents, Actions. */
export function DepartmentsTable({ rows, onEdit, onDelete }: DepartmentListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.listLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '24%' }}>{T.name}</TableCell>
            <TableCell sx={{ width: 110 }}>{T.memberCount}</TableCell>
            <TableCell>{T.members}</TableCell>
            <TableCell sx={{ width: 96 }}>{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {row.title}
                </Typography>
              </TableCell>
              <TableCell>{formatNumber(row.members.length)}</TableCell>
              <TableCell>
                <MemberChips row={row} />
              </TableCell>
              <TableCell>
                <DepartmentRowActions row={row} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
