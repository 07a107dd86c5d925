// The one host element of the widget, its shadow root, the launcher button and the auto-message teaser.
// Nothing is styled outside it.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';

export const HOST_ATTRIBUTE = 'data-live-chat-widget';

const LAUNCHER_CSS = `
:host{all:initial!important;position:fixed!important;bottom:20px!important;z-index:2147483000!important;display:block!important}
:host([data-location=bottom-right]){right:20px!important}
:host([data-location=bottom-left]){left:20px!important}
.lc-launcher{display:flex;align-items:center;gap:8px;height:56px;min-width:56px;padding:0 16px;border:0;border-radius:28px;cursor:pointer;
box-shadow:0 4px 16px rgba(0,0,0,.25);font:600 15px/1 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;box-sizing:border-box}
.lc-launcher svg{width:24px;height:24px;fill:currentColor;flex:none}
:host([data-location=bottom-right]) .lc-launcher{margin-left:auto}
.lc-slot[hidden],.lc-teaser[hidden]{display:none}
.lc-badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:#e53935;color:#fff;
font:700 12px/20px system-ui,sans-serif;text-align:center;box-sizing:border-box}
.lc-badge[hidden]{display:none}
.lc-launcher{position:relative}
.lc-teaser{position:absolute;bottom:68px;display:flex;align-items:flex-start;gap:4px;width:max-content;max-width:min(280px,calc(100vw - 40px));
background:#fff;color:#222;border-radius:12px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:host([data-location=bottom-right]) .lc-teaser{right:0}
:host([data-location=bottom-left]) .lc-teaser{left:0}
.lc-teaser-open{flex:1;padding:10px 0 10px 12px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer;white-space:pre-wrap;word-break:break-word}
.lc-teaser-close{padding:6px 10px;border:0;background:none;color:#555;font:20px/1 system-ui,sans-serif;cursor:pointer}
`;

const SVG = 'http://www.w3.org/2000/svg';

function chatIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2z');
  svg.append(path);
  return svg;
}

export interface TeaserActions {
  open(): void;
  dismiss(): void;
}

export interface WidgetHost {
  host: HTMLElement;
  root: ShadowRoot;
  launcher: HTMLButtonElement;
  /** Where the chat window is mounted. */
  slot: HTMLElement;
  applyConfig(config: WidgetPublicConfig): void;
  /** Agent messages that arrived while the window was closed (0 hides the badge). */
  setUnread(count: number): void;
  /** The small bubble above the launcher with an auto message's text; null hides it. */
  setTeaser(text: string | null): void;
}

export function createWidgetHost(doc: Document, config: WidgetPublicConfig, teaserActions?: TeaserActions): WidgetHost {
  const host = doc.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = LAUNCHER_CSS;
  const slot = doc.createElement('div');
  slot.className = 'lc-slot';
  slot.hidden = true;
  const launcher = doc.createElement('button');
  launcher.type = 'button';
  launcher.className = 'lc-launcher';
  launcher.setAttribute('aria-expanded', 'false');
  const label = doc.createElement('span');
  const badge = doc.createElement('span');
  badge.className = 'lc-badge';
  badge.hidden = true;
  launcher.append(chatIcon(doc), label, badge);

  // The teaser: its text is a button that opens the window; the × dismisses it. Text only, never markup.
  const teaser = doc.createElement('div');
  teaser.className = 'lc-teaser';
  teaser.setAttribute('role', 'status');
  teaser.hidden = true;
  const teaserOpen = doc.createElement('button');
  teaserOpen.type = 'button';
  teaserOpen.className = 'lc-teaser-open';
  const teaserClose = doc.createElement('button');
  teaserClose.type = 'button';
  teaserClose.className = 'lc-teaser-close';
  teaserClose.setAttribute('aria-label', 'Dismiss message');
  teaserClose.textContent = '×';
  teaser.append(teaserOpen, teaserClose);
  teaserOpen.addEventListener('click', () => teaserActions?.open());
  teaserClose.addEventListener('click', () => teaserActions?.dismiss());
  root.append(style, slot, teaser, launcher);

  const applyConfig = (cfg: WidgetPublicConfig) => {
    host.setAttribute('data-location', cfg.buttonLocation);
    launcher.style.background = cfg.backgroundColor;
    launcher.style.color = cfg.textColor;
    // enableTextOnButton 0 = the text is on the button; 1 = the icon alone (the text stays its label).
    const showText = cfg.enableTextOnButton === 0 && Boolean(cfg.buttonText.trim());
    label.textContent = showText ? cfg.buttonText : '';
    label.hidden = !showText;
    launcher.setAttribute('aria-label', cfg.buttonText.trim() || 'Chat');
  };
  applyConfig(config);
  const setUnread = (count: number) => {
    badge.hidden = count <= 0;
    badge.textContent = count <= 0 ? '' : count > 9 ? '9+' : String(count);
  };
  const setTeaser = (text: string | null) => {
    teaser.hidden = !text;
    teaserOpen.textContent = text ?? '';
  };
  return { host, root, launcher, slot, applyConfig, setUnread, setTeaser };
}
