// MUI's table parts for react-virtuoso's TableVirtuoso: only the rows on screen are in the page.
import { Table, TableBody, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { forwardRef, type ComponentProps } from 'react';
import type { TableComponents } from 'react-virtuoso';

/** The parts for a table named `label` (its accessible name). */
export function virtualTableParts<T>(label: string): TableComponents<T> {
  return {
    Scroller: forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Scroller(props, ref) {
      return <TableContainer {...props} ref={ref} />;
    }),
    Table: (props) => <Table {...props} aria-label={label} size="small" sx={{ tableLayout: 'fixed', borderCollapse: 'separate' }} />,
    TableHead: forwardRef<HTMLTableSectionElement, ComponentProps<'thead'>>(function Head(props, ref) {
      return <TableHead {...props} ref={ref} />;
    }),
    TableRow: ({ item: _item, ...props }) => <TableRow {...props} hover />,
    TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>(function Body(props, ref) {
      return <TableBody {...props} ref={ref} />;
    }),
  };
}
