// The one host element of the widget, its shadow root and the launcher button. Nothing is styled outside it.
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
.lc-slot[hidden]{display:none}
.lc-badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:#e53935;color:#fff;
font:700 12px/20px system-ui,sans-serif;text-align:center;box-sizing:border-box}
.lc-badge[hidden]{display:none}
.lc-launcher{position:relative}
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

export interface WidgetHost {
  host: HTMLElement;
  root: ShadowRoot;
  launcher: HTMLButtonElement;
  /** Where the chat window is mounted. */
  slot: HTMLElement;
  applyConfig(config: WidgetPublicConfig): void;
  /** Agent messages that arrived while the window was closed (0 hides the badge). */
  setUnread(count: number): void;
}

export function createWidgetHost(doc: Document, config: WidgetPublicConfig): WidgetHost {
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
  root.append(style, slot, launcher);

  const applyConfig = (cfg: WidgetPublicConfig) => {
    host.setAttribute('data-location', cfg.buttonLocation);
    launcher.style.background = cfg.backgroundColor;
    launcher.style.color = cfg.textColor;
    const showText = cfg.enableTextOnButton === 0 && Boolean(cfg.buttonText);
    label.textContent = showText ? cfg.buttonText : '';
    label.hidden = !showText;
    launcher.setAttribute('aria-label', cfg.buttonText || 'Chat');
  };
  applyConfig(config);
  const setUnread = (count: number) => {
    badge.hidden = count <= 0;
    badge.textContent = count <= 0 ? '' : count > 9 ? '9+' : String(count);
  };
  return { host, root, launcher, slot, applyConfig, setUnread };
}
