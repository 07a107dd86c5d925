// Accessibility check of whatever the page shows now: WCAG 2.1 A and AA rules of axe-core; a
// serious or critical violation fails the test with the rule, its help text and the offending nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /**
   * Frames or elements that show an owner's chosen colours as they are (the widget editor's preview, the
   * widget on a site): checked for every rule but colour contrast, which the editor itself measures and
   * warns about (the spec's default pair is about 3:1).
   */
  ownerColoured?: string[];
  /**
   * Only this part of the page (a modal dialog): what lies behind a modal's backdrop is inert and dimmed on
   * purpose, and axe would measure its contrast through the backdrop.
   */
  only?: string;
}

export async function expectNoSeriousA11yViolations(page: Page, screen: string, options: A11yOptions = {}): Promise<void> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const frames = options.ownerColoured ?? [];
  const page$ = new AxeBuilder({ page }).withTags(tags);
  if (options.only) page$.include(options.only);
  for (const frame of frames) page$.exclude(frame);
  const { violations } = await page$.analyze();
  for (const frame of frames) {
    const inFrame = await new AxeBuilder({ page }).withTags(tags).include(frame).disableRules(['color-contrast']).analyze();
    violations.push(...inFrame.violations);
  }
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}
