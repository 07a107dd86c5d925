// The header's search button and Ctrl+K (Cmd+K): both open the command palette, whose chunk comes with the
// first opening (prefetched on hover or focus), with the shell's own screen commands.
import SearchIcon from '@mui/icons-material/Search';
import { lazy, Suspense, useState } from 'react';
import { ariaShortcut, PALETTE_SHORTCUT, shortcutKeys } from 'shared-kernel/commands';
import { IconButton } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import { usePaletteHotkey } from '../hooks/use-palette-hotkey';
import { PALETTE_TEXTS as T } from '../texts';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

export function PaletteButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  usePaletteHotkey(show);
  const prefetch = () => void loadPalette().catch(() => undefined);
  return (
    <>
      <Tooltip title={`${T.open} (${shortcutKeys(PALETTE_SHORTCUT).join('+')})`}>
        <IconButton aria-label={T.open} aria-keyshortcuts={ariaShortcut(PALETTE_SHORTCUT)} aria-haspopup="dialog" onClick={show} onPointerEnter={prefetch} onFocus={prefetch}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
