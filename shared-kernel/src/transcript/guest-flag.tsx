import { Box } from 'shared-kernel/mui';
import { flagOf } from './guest-place';

/** A 2-letter code as an emoji flag, an http(s) URL as an image; nothing otherwise. */
export function GuestFlag({ flag, country }: { flag: string; country: string }) {
  const view = flagOf(flag);
  if (!view) return null;
  if (view.kind === 'image') {
    return <Box component="img" src={view.src} alt={country} sx={{ width: 20, height: 14, objectFit: 'cover', verticalAlign: 'middle' }} />;
  }
  return (
    <Box component="span" role="img" aria-label={country || flag} sx={{ fontSize: 16, lineHeight: 1 }}>
      {view.value}
    </Box>
  );
}
