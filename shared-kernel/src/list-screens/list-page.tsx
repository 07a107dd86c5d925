import { Box, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';

export interface ListCountProps {
  /** The count line, e.g. '3 departments'; nothing while it is not known (loading, failed). */
  text: string | null;
  testId: string;
  /** Space below the line (when it stands on its own above the list). */
  spaced?: boolean;
}

/** The record count of a list, announced politely to screen readers as it changes. */
export function ListCount({ text, testId, spaced }: ListCountProps) {
  if (text === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid={testId} sx={spaced ? { mb: 1 } : undefined}>
      {text}
    </Typography>
  );
}

export interface ListHeadingProps {
  title: string;
  /** The count under the title; null hides it. */
  count: string | null;
  countTestId: string;
}

/** The screen's title (its one h1) with the record count under it. */
export function ListHeading({ title, count, countTestId }: ListHeadingProps) {
  return (
    <div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <ListCount text={count} testId={countTestId} />
    </div>
  );
}

export interface ListPageProps extends ListHeadingProps {
  children: ReactNode;
}

/** A whole list screen: padded frame, title and count, then the list. */
export function ListPage({ title, count, countTestId, children }: ListPageProps) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <ListHeading title={title} count={count} countTestId={countTestId} />
      </Box>
      {children}
    </Box>
  );
}
