import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { hourLabel } from '../lib/series-labels';
import { OVERVIEW_TEXTS as T } from '../texts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The heat map as a table: a row per weekday (Monday first), a column per hour. */
export function HeatTable({ heatMap }: { heatMap: number[][] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.heatTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.heatCorner}</TableCell>
            {HOURS.map((hour) => (
              <TableCell key={hour} align="right" sx={{ px: 0.75 }}>
                {hourLabel(hour)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {T.weekdays.map((weekday, day) => (
            <TableRow key={weekday}>
              <TableCell component="th" scope="row">
                {weekday}
              </TableCell>
              {HOURS.map((hour) => (
                <TableCell key={hour} align="right" sx={{ px: 0.75 }}>
                  {heatMap[day]?.[hour] ?? 0}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
