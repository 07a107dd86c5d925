// preview.js: the entry of dist/preview.html, served at /widget/preview.html and framed by the console.
import { mountPreview } from './mount-preview';

function start(): void {
  const { body } = document;
  // A plain page behind the widget (styles set here: the page has no inline style or script).
  body.style.margin = '0';
  body.style.minHeight = '100vh';
  body.style.background = '#f4f6f8';
  const title = document.getElementById('lc-preview-title');
  if (title) {
    // For assistive technology only.
    Object.assign(title.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', margin: '0' });
  }
  mountPreview({ win: window, doc: document });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
