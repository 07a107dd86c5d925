// The embed script an owner pastes into a website (spec 001 §7): widget.js from the script base.

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<script src="{base}/widget.js" pluginid=".." domain=".."></script>`; the domain carries no protocol. */
export function embedScript(scriptBase: string, pluginId: string, domain: string): string {
  const base = scriptBase.replace(/\/+$/, '');
  const host = domain.replace(/^https?:\/\//i, '');
  return `<script src="${attribute(`${base}/widget.js`)}" pluginid="${attribute(pluginId)}" domain="${attribute(host)}"></script>`;
}
