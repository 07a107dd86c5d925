// The guest widget's public surface so far: what the embed script tag carries.
// The loader and chat window that read it arrive with the widget's own issue.
import type { Widget } from 'shared-kernel/contracts';

/** Attributes of `<script src=".../widget.js" pluginid="..." domain="...">` (domain without protocol). */
export const EMBED_ATTRIBUTES = ['pluginid', 'domain'] as const;
export type EmbedAttributeName = (typeof EMBED_ATTRIBUTES)[number];

export type EmbedConfig = Pick<Widget, 'pluginId' | 'domain'>;

/** Reads the embed attributes of a script tag; null when one of them is missing or empty. */
export function readEmbedConfig(script: Pick<Element, 'getAttribute'> | null): EmbedConfig | null {
  const pluginId = script?.getAttribute('pluginid')?.trim();
  const domain = script?.getAttribute('domain')?.trim();
  return pluginId && domain ? { pluginId, domain } : null;
}
