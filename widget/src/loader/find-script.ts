// Finds the embed script tag: the running script, else the last script whose src ends with widget.js.

export function findEmbedScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const scripts = Array.from(doc.getElementsByTagName('script'));
  for (let i = scripts.length - 1; i >= 0; i--) {
    const src = scripts[i].getAttribute('src') ?? '';
    if (/(^|\/)widget\.js(\?|#|$)/.test(src)) return scripts[i];
  }
  return null;
}

/** Where widget.js came from: its chunks and the API live on the same origin. */
export function scriptOrigin(script: HTMLScriptElement, baseURI: string): string {
  return new URL(script.getAttribute('src') ?? '', baseURI).origin;
}
