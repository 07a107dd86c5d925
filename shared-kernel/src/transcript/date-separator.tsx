import { Divider, Typography } from 'shared-kernel/mui';

/** A day's separator line in a transcript. */
export function DateSeparator({ label }: { label: string }) {
  return (
    <Divider role="separator" aria-label={label} data-testid="date-separator" sx={{ my: 1, px: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Divider>
  );
}
