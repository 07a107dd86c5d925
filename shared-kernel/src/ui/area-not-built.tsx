import { Box, Typography } from 'shared-kernel/mui';
import { UI_TEXTS } from './texts';

/** Placeholder page of an area whose issue has not landed: names the area, nothing faked. */
export function AreaNotBuilt({ area }: { area: string }) {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1">
        {UI_TEXTS.areaNotBuilt(area)}
      </Typography>
    </Box>
  );
}
