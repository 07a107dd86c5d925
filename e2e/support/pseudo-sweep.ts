// The pseudo-locale sweep (issue 37): with a browser set to en-XA every catalogue text reads ⟦Àççéñŧéđ·⟧, so
// any other word on a screen was written outside the catalogues. Data the product only shows (names, e-mail
// addresses, domains a spec made), dates and numbers as Intl writes them are left out.
import type { Page } from '@playwright/test';

/** What Intl writes in English for dates and units (the pseudo-locale formats as English). */
const INTL_WORDS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM|UTC|GMT|at|min|sec|hr|day|days|hour|hours)\b/g;

export interface Untranslated {
  screen: string;
  text: string;
  where: string;
}

/** Ids the product shows as they are (a widget's id). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * The texts on the page (visible text, and the names and hints of controls) that are not pseudo-localised,
 * after taking out `data` (strings the spec created or the demo holds). Looks inside open shadow roots; `root`
 * (a selector) limits it to one element (the widget on a site whose own words are not the product's).
 */
export async function untranslatedTexts(page: Page, screen: string, data: readonly string[], root?: string): Promise<Untranslated[]> {
  const found = await page.evaluate((rootSelector) => {
    const texts: Array<{ text: string; where: string }> = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}`;
    const visible = (element: Element) => (element as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
          if (node.textContent?.trim()) texts.push({ text: node.textContent.trim(), where: describe(parent) });
          continue;
        }
        const element = node as Element;
        if (element.shadowRoot) walk(element.shadowRoot);
        if (!visible(element)) continue;
        // A read-only field shows the product's words as its value (My Account's role).
        if (element instanceof HTMLInputElement && element.readOnly && element.value.trim()) texts.push({ text: element.value.trim(), where: `${describe(element)}@value` });
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
          const value = element.getAttribute(attribute)?.trim();
          if (value) texts.push({ text: value, where: `${describe(element)}@${attribute}` });
        }
      }
    };
    const start = rootSelector ? document.querySelector(rootSelector) : document.body;
    if (!start) throw new Error(`nothing on the page matches ${rootSelector}`);
    walk(start);
    if (start !== document.body && start.shadowRoot) walk(start.shadowRoot);
    return texts;
  }, root);
  const known = [...data].filter(Boolean).sort((a, b) => b.length - a.length);
  const left: Untranslated[] = [];
  for (const { text, where } of found) {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const value of known) rest = rest.split(value).join(' ');
    rest = rest.replace(UUID, ' ').replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+|\b[\w-]+(\.[\w-]+)+\b/g, ' ').replace(INTL_WORDS, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) left.push({ screen, text, where });
  }
  return left;
}

/** A name's initials as an avatar shows them ('Nora Tan' → 'NT'). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');

/** Whether the page scrolls sideways (a longer text broke the layout). */
export const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
