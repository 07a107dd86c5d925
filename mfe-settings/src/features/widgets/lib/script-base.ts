// Where widget.js is served from (spec 001 §7: "a configured widget script base"): the page's
// <meta name="widget-script-base" content="..."> when the console has one, else the console's own origin.

const META = 'meta[name="widget-script-base"]';

/** The configured script base without a trailing slash; only http(s) bases are taken. */
export function widgetScriptBase(doc: Document = document): string {
  const configured = doc.querySelector(META)?.getAttribute('content')?.trim();
  if (configured) {
    try {
      const url = new URL(configured, window.location.href);
      if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    } catch {
      // A malformed meta tag falls back to the console's origin.
    }
  }
  return window.location.origin;
}
