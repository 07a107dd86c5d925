import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Button } from 'shared-kernel/mui';
import { TableCell } from 'shared-kernel/mui-data';
import type { AgentColumn, AgentSort } from '../lib/agent-sort';
import { AGENTS_REPORT_TEXTS as T } from '../texts';

/** A column header that sorts: a button inside, aria-sort on the header for screen readers. */
export function SortHeader({ column, sort, onSort, align }: { column: AgentColumn; sort: AgentSort; onSort(column: AgentColumn): void; align?: 'right' }) {
  const active = sort.column === column;
  const Arrow = sort.direction === 'asc' ? ArrowUpward : ArrowDownward;
  return (
    <TableCell align={align} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} sx={{ whiteSpace: 'nowrap', px: 1 }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => onSort(column)}
        // The arrow sits on the inner side, so a figure column's name lines up with its right-aligned figures.
        {...{ [align === 'right' ? 'startIcon' : 'endIcon']: <Arrow aria-hidden fontSize="inherit" sx={{ visibility: active ? 'visible' : 'hidden' }} /> }}
        sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0 }}
      >
        {T.columns[column]}
      </Button>
    </TableCell>
  );
}
