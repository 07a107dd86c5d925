// The weekday × hour heat map of arriving chats, drawn as a grid of tinted cells (MUI X's heat map is
// in its paid package). Loaded on demand with the Overview's charts; the table beside it is the
// accessible source, so this is for the eye only.
import { Box } from 'shared-kernel/mui';
import { hourLabel } from '../lib/series-labels';
import { OVERVIEW_TEXTS as T } from '../texts';

export const HEAT_HEIGHT = 7 * 22 + 24;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export default function HeatMap({ heatMap }: { heatMap: number[][] }) {
  const max = Math.max(1, ...heatMap.flat());
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '40px repeat(24, minmax(14px, 1fr))', gap: '2px', minWidth: 420, fontSize: 11, color: 'text.secondary' }}>
        {T.weekdaysShort.map((weekday, day) => (
          <Box key={weekday} sx={{ display: 'contents' }}>
            <Box sx={{ lineHeight: '20px' }}>{weekday}</Box>
            {HOURS.map((hour) => {
              const chats = heatMap[day]?.[hour] ?? 0;
              return (
                <Box
                  key={hour}
                  title={T.heatCell(T.weekdays[day], hourLabel(hour), chats)}
                  sx={{ height: 20, borderRadius: 0.5, bgcolor: chats ? `rgba(25, 118, 210, ${0.15 + 0.85 * (chats / max)})` : 'action.hover' }}
                />
              );
            })}
          </Box>
        ))}
        <Box />
        {HOURS.map((hour) => (
          <Box key={hour} sx={{ textAlign: 'center' }}>
            {hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
