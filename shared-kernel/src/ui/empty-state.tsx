import { Box, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  text: string;
  /** Optional picture or action under the text. */
  children?: ReactNode;
}

/** The centred line a list shows when it has nothing (e.g. 'No records found'). */
export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body1">{text}</Typography>
      {children}
    </Box>
  );
}
