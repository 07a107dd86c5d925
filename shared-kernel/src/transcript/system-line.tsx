import { Box, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';
import { fullTime, shortTime } from './message-time';

export interface CentredLineProps {
  /** What happened, as text. */
  children: ReactNode;
  chatTime: string;
  /** Under the line (e.g. a transfer's note). */
  detail?: ReactNode;
  testId: string;
  kind?: string;
}

/** A centred, muted line between the messages: not a bubble, nobody's words. The full time on hover. */
export function CentredLine({ children, chatTime, detail, testId, kind }: CentredLineProps) {
  return (
    <Box data-testid={testId} data-kind={kind} sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 0.5 }}>
      <Box title={fullTime(chatTime)} sx={{ maxWidth: '85%', textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="caption" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {children}
          {chatTime && (
            <>
              {' · '}
              <time dateTime={chatTime}>{shortTime(chatTime)}</time>
            </>
          )}
        </Typography>
        {detail}
      </Box>
    </Box>
  );
}
