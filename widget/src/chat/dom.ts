// Tiny DOM helpers. Text always goes in through textContent; links only ever point to http(s).

type Attrs = Record<string, string | boolean | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string | null | undefined | false>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** The URL when it is absolute http(s) (or resolvable against base to http(s)), else null. */
export function safeUrl(raw: string, base?: string): string | null {
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const LINK = /https?:\/\/[^\s<>"']+/gi;

/** Text with its http(s) links made clickable; everything else stays plain text. */
export function linkifiedText(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(/[).,;:!?]+$/, '');
    const at = match.index ?? 0;
    const href = safeUrl(raw);
    if (!href) continue;
    if (at > last) fragment.append(document.createTextNode(text.slice(last, at)));
    const link = el('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow' });
    link.textContent = raw;
    fragment.append(link);
    last = at + raw.length;
  }
  if (last < text.length) fragment.append(document.createTextNode(text.slice(last)));
  return fragment;
}

const SVG = 'http://www.w3.org/2000/svg';
/** A paperclip, drawn rather than an emoji (not every system has an emoji font). */
export const PAPERCLIP =
  'M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5z';

export function icon(d: string, className = 'lc-icon'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', className);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}
