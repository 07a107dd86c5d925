// Ctrl+K (Cmd+K on macOS) anywhere in the console opens the palette, even from a text box (it has a modifier).
import { useEffect, useEffectEvent } from 'react';
import { matchesShortcut, PALETTE_SHORTCUT } from 'shared-kernel/commands';

export function usePaletteHotkey(open: () => void): void {
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !matchesShortcut(event, PALETTE_SHORTCUT)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
