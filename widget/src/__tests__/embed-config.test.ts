import { readEmbedConfig } from '../index';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('readEmbedConfig', () => {
  it('reads pluginid and domain from the embed script tag', () => {
    expect(readEmbedConfig(scriptTag({ pluginid: 'abc123', domain: 'example.com' }))).toEqual({
      pluginId: 'abc123',
      domain: 'example.com',
    });
  });

  it('refuses a tag without both attributes', () => {
    expect(readEmbedConfig(scriptTag({ pluginid: 'abc123' }))).toBeNull();
    expect(readEmbedConfig(scriptTag({ pluginid: ' ', domain: 'example.com' }))).toBeNull();
    expect(readEmbedConfig(null)).toBeNull();
  });
});
