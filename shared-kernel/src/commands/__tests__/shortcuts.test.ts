/** @jest-environment jsdom */
import { ariaShortcut, isApplePlatform, isTypingTarget, matchesShortcut, shortcutKeys } from '../shortcuts';

const key = (init: Partial<KeyboardEvent> & { key: string }, target: EventTarget | null = document.body) =>
  ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...init }) as KeyboardEvent;

describe('shortcuts', () => {
  it('knows the platform: Cmd on macOS and iOS, Ctrl elsewhere', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });

  it('takes Ctrl+K elsewhere and Cmd+K on macOS, not the other one, and never with Alt (AltGr types characters)', () => {
    const palette = { key: 'k', mod: true };
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true }), palette, false)).toBe(true);
    expect(matchesShortcut(key({ key: 'K', ctrlKey: true }), palette, false)).toBe(true);
    expect(matchesShortcut(key({ key: 'k', metaKey: true }), palette, false)).toBe(false);
    expect(matchesShortcut(key({ key: 'k', metaKey: true }), palette, true)).toBe(true);
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true }), palette, true)).toBe(false);
    // AltGr is reported as Ctrl+Alt on Windows.
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true, altKey: true }), palette, false)).toBe(false);
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }), palette, false)).toBe(false);
  });

  it('never fires a single key while the user types, but a modified one does', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, textarea, checkbox, editable);
    const help = { key: '?' };
    expect(matchesShortcut(key({ key: '?', shiftKey: true }), help, false)).toBe(true);
    for (const field of [input, textarea, inside]) expect(matchesShortcut(key({ key: '?', shiftKey: true }, field), help, false)).toBe(false);
    expect(matchesShortcut(key({ key: '?', shiftKey: true }, checkbox), help, false)).toBe(true);
    expect(matchesShortcut(key({ key: 'k', ctrlKey: true }, textarea), { key: 'k', mod: true }, false)).toBe(true);
    expect(isTypingTarget(inside)).toBe(true);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('writes the keys the platform way', () => {
    expect(shortcutKeys({ key: 'k', mod: true }, true)).toEqual(['⌘', 'K']);
    expect(shortcutKeys({ key: 'ArrowDown', mod: true, shift: true }, false)).toEqual(['Ctrl', 'Shift', '↓']);
    expect(ariaShortcut({ key: 'k', mod: true }, false)).toBe('Control+K');
    expect(ariaShortcut({ key: 'k', mod: true }, true)).toBe('Meta+K');
  });
});
