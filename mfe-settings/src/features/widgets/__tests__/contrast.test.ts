// The editor's contrast maths: WCAG ratios and the nearest shade that passes AA without changing the hue.
import { colord } from 'colord';
import { contrastRatio, formatRatio, nearestPassingShade } from '../lib/contrast';

describe('contrast', () => {
  it("measures the spec's default pair at about 3:1 and black on white at 21:1", () => {
    expect(formatRatio(contrastRatio('#FFFFFF', '#6495ED'))).toBe('2.97');
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
  });

  it('offers the smallest lightness move that passes, keeping the hue', () => {
    const fix = nearestPassingShade('#6495ED', '#FFFFFF');
    expect(fix?.field).toBe('backgroundColor');
    expect(fix!.ratio).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fix!.hex, '#FFFFFF')).toBeLessThan(4.7);
    expect(Math.abs(colord(fix!.hex).toHsl().h - colord('#6495ED').toHsl().h)).toBeLessThanOrEqual(1);
  });

  it('offers nothing for a passing pair or an unreadable colour', () => {
    expect(nearestPassingShade('#1E3A8A', '#FFFFFF')).toBeNull();
    expect(nearestPassingShade('blue', '#FFFFFF')).toBeNull();
  });

  it('moves the text colour when that is the smaller change', () => {
    const fix = nearestPassingShade('#FFFFFF', '#A0A0A0');
    expect(fix?.field).toBe('textColor');
    expect(contrastRatio('#FFFFFF', fix!.hex)).toBeGreaterThanOrEqual(4.5);
  });
});
