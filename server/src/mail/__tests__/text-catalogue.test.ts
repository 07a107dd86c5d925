// A server catalogue's broken translation never breaks a text: that key falls back to English, the rest of
// the language stays translated; a language whose file is missing or not JSON is English throughout.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueKeys, catalogueTranslators } from '../text-catalogue';

function catalogueDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'text-catalogue-'));
  for (const [locale, texts] of Object.entries(files)) writeFileSync(path.join(dir, `${locale}.json`), typeof texts === 'string' ? texts : JSON.stringify(texts));
  return dir;
}

describe('catalogueTranslators', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('falls back to English per key for a translation that is not valid ICU', () => {
    const dir = catalogueDir({
      en: { hello: 'Hello {name}', bye: 'Goodbye' },
      de: { hello: 'Hallo {name', bye: 'Auf Wiedersehen' },
      fr: 'not json',
    });
    const translate = catalogueTranslators<'hello' | 'bye'>(dir, 'test');
    expect(catalogueKeys(dir)).toEqual(['hello', 'bye']);
    expect([translate('de')('hello', { name: 'Ann' }), translate('de')('bye')]).toEqual(['Hello Ann', 'Auf Wiedersehen']);
    expect([translate('fr')('hello', { name: 'Ann' }), translate('fr')('bye')]).toEqual(['Hello Ann', 'Goodbye']);
    // No file at all for Spanish: English, and English for anything that is not one of ours.
    expect(translate('es')('bye')).toBe('Goodbye');
    expect(translate('xx' as never)('bye')).toBe('Goodbye');
    expect(logged).toHaveBeenCalledTimes(3);
    // Compiled once: asking again logs nothing more.
    translate('de');
    translate('fr');
    expect(logged).toHaveBeenCalledTimes(3);
  });
});
