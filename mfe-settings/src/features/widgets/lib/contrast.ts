// WCAG 2.x contrast of the widget's text on its background, and the nearest shade that reaches AA.
// A few lines of maths, lighter than a colour library (WCAG 2.1 §1.4.3, relative luminance definition).

export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.trim().slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Rounded down to 2 decimals so a shown '4.5' never hides a 4.49 that fails. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
}

// HSL keeps the hue and saturation of the owner's colour while only its lightness moves.
function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rs) h = (gs - bs) / d + (gs < bs ? 6 : 0);
  else if (max === gs) h = (bs - rs) / d + 2;
  else h = (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** The shade of `color` with the smallest lightness change that reaches `target` against `other`. */
function nearestShade(color: string, other: string, target: number): { hex: string; delta: number } | null {
  const [h, s, l] = toHsl(toRgb(color));
  let best: { hex: string; delta: number } | null = null;
  for (const direction of [-1, 1]) {
    for (let step = 1; step <= 200; step += 1) {
      const lightness = l + (direction * step) / 200;
      if (lightness < 0 || lightness > 1) break;
      const hex = toHex(fromHsl([h, s, lightness]));
      if (contrastRatio(hex, other) >= target) {
        const delta = step / 200;
        if (!best || delta < best.delta) best = { hex, delta };
        break;
      }
    }
  }
  return best;
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
