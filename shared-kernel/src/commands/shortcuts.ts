// Issue 38: keyboard shortcuts that never get in the way. A single key (no modifier) never fires while the
// user types in a field; a modified one may. Cmd on macOS, Ctrl elsewhere. No Alt: Alt and AltGr combinations
// type characters on German, Polish, French and Spanish layouts (Alt+L is "@" on a German Mac, AltGr+A "ą").
import type { Shortcut } from './command-types';

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

/** Whether the platform's command key is Cmd (macOS and iOS). */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent || '');
}

/** Whether a key press goes to something the user types into (a text box, a select's search, an editable block). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]');
  if (!field) return false;
  if (field instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(field.type);
  return true;
}

/** Whether `event` is `shortcut`, on this platform, where it may fire. */
export function matchesShortcut(event: KeyEventLike, shortcut: Shortcut, apple = isApplePlatform()): boolean {
  if (event.altKey) return false;
  const mod = apple ? event.metaKey : event.ctrlKey;
  const otherMod = apple ? event.ctrlKey : event.metaKey;
  if (otherMod || mod !== Boolean(shortcut.mod)) return false;
  if (!shortcut.mod && isTypingTarget(event.target)) return false;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  // Shift matters for named keys and letters; for symbols the layout decides (`?` is Shift+/ on some layouts only).
  if (key.length === 1 && !/[a-z0-9]/.test(key)) return key === shortcut.key;
  return key === shortcut.key && event.shiftKey === Boolean(shortcut.shift);
}

const KEY_NAMES: Readonly<Record<string, string>> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Enter: '↵', Escape: 'Esc' };

/** The keys as the platform writes them: ['⌘', 'K'] on macOS, ['Ctrl', 'K'] elsewhere. */
export function shortcutKeys(shortcut: Shortcut, apple = isApplePlatform()): string[] {
  const keys: string[] = [];
  if (shortcut.mod) keys.push(apple ? '⌘' : 'Ctrl');
  if (shortcut.shift) keys.push(apple ? '⇧' : 'Shift');
  keys.push(KEY_NAMES[shortcut.key] ?? (shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key));
  return keys;
}

/** For aria-keyshortcuts: "Control+K" or "Meta+K". */
export function ariaShortcut(shortcut: Shortcut, apple = isApplePlatform()): string {
  const parts: string[] = [];
  if (shortcut.mod) parts.push(apple ? 'Meta' : 'Control');
  if (shortcut.shift) parts.push('Shift');
  parts.push(shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key);
  return parts.join('+');
}

/** The palette's own shortcut. */
export const PALETTE_SHORTCUT: Shortcut = { key: 'k', mod: true };
