import { Chip } from 'shared-kernel/mui-console';
import { ESCALATION_TEXTS } from '../../escalations/texts';

/** Marks a chat whose guest waited past the widget's escalation time (dark text: white on orange is 3:1). */
export function EscalatedChip() {
  return <Chip size="small" color="warning" label={ESCALATION_TEXTS.escalated} sx={{ ml: 1, color: 'common.black' }} />;
}
