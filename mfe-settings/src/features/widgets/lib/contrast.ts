// WCAG 2.x contrast of the widget's text on its background, and the nearest shade that reaches AA
// (colord and its a11y plugin: about 2 KB for the ratio and the lightness moves).
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { formatNumber } from 'shared-kernel/i18n-react';

extend([a11yPlugin]);

export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** Rounded down to 2 decimals so a shown '4.5' never hides a 4.49 that fails; in the console's language ('4,5'). */
export function formatRatio(ratio: number): string {
  return formatNumber(Math.floor(ratio * 100) / 100, { maximumFractionDigits: 2 });
}

const STEPS = 200;

/** The shade of `color` with the smallest lightness change (hue and saturation kept) that reaches `target` against `other`. */
function nearestShade(color: string, other: string, target: number): { hex: string; delta: number } | null {
  const base = colord(color);
  for (let step = 1; step <= STEPS; step += 1) {
    const delta = step / STEPS;
    // On a tie the darker shade wins: white text is the common case.
    for (const shade of [base.darken(delta), base.lighten(delta)]) {
      if (shade.contrast(other) >= target) return { hex: shade.toHex().toUpperCase(), delta };
    }
  }
  return null;
}

export interface ContrastFix {
  field: 'backgroundColor' | 'textColor';
  hex: string;
  ratio: number;
}

/**
 * The nearest passing pair: the background or the text colour moved in lightness only, whichever needs
 * the smaller change (the background first on a tie: it is the brand colour owners tune most).
 */
export function nearestPassingShade(backgroundColor: string, textColor: string, target = AA_NORMAL_TEXT): ContrastFix | null {
  if (!isHexColor(backgroundColor) || !isHexColor(textColor)) return null;
  if (contrastRatio(backgroundColor, textColor) >= target) return null;
  const background = nearestShade(backgroundColor, textColor, target);
  const text = nearestShade(textColor, backgroundColor, target);
  const pick = background && (!text || background.delta <= text.delta) ? { field: 'backgroundColor' as const, ...background } : text && { field: 'textColor' as const, ...text };
  if (!pick) return null;
  const ratio = pick.field === 'backgroundColor' ? contrastRatio(pick.hex, textColor) : contrastRatio(backgroundColor, pick.hex);
  return { field: pick.field, hex: pick.hex, ratio };
}
