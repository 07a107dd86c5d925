import { Typography } from 'shared-kernel/mui';
import type { AgentShift } from 'shared-kernel/contracts';
import { shiftLines } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';

/** The agent's shifts, one short line per day ('Mon 09:00–17:00'). */
export function ShiftList({ shifts }: { shifts: readonly AgentShift[] | null | undefined }) {
  const lines = shiftLines(shifts);
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noShift}
      </Typography>
    );
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Typography>
  );
}
