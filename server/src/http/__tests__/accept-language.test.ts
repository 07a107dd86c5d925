// Issue 37: the verification and reset mails follow the browser that asked for them; its Accept-Language
// header is the caller's to write, so anything odd in it reads as nothing.
import { acceptedLanguages, requestLocale } from '../accept-language';

describe('Accept-Language', () => {
  it('lists the tags by weight, the header order among equals, without q=0 and *', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, de ;q=0.9,es,pt-BR;Q=0.9')).toEqual(['es', 'de', 'pt-BR', 'en']);
    expect(acceptedLanguages('ar;q=0, *;q=0.5, de;q=1.000')).toEqual(['de']);
    expect(acceptedLanguages(['es;q=0.2', 'de'])).toEqual(['de', 'es']);
    expect(acceptedLanguages('zh-Hant-TW;level=1;q=0.7, ja')).toEqual(['ja', 'zh-Hant-TW']);
  });

  it('ignores malformed entries and weights rather than guessing', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('de;q=2, es;q=-1, fr;q=abc, pt;q=0.1234, en;q=0.5')).toEqual(['en']);
    expect(acceptedLanguages('__proto__, toString, fr-, -fr, f r, <script>, de-toolongsubtag, es')).toEqual(['toString', 'es']);
    expect(acceptedLanguages('x'.repeat(5000))).toEqual([]);
    // Only the first entries are read: a header of thousands costs no more than a browser's.
    expect(acceptedLanguages(`${'xx,'.repeat(40)}de`)).toEqual(Array(32).fill('xx'));
  });

  it('gets the first language we speak, English when none or for a hostile header', () => {
    expect(requestLocale('fr-CA,fr;q=0.9')).toBe('fr');
    expect(requestLocale('ja, pt-PT;q=0.8, es;q=0.9')).toBe('es');
    expect(requestLocale('pt-br')).toBe('pt-BR');
    expect(requestLocale('ar-EG;q=0.1, de;q=0')).toBe('ar');
    for (const hostile of [undefined, '', '__proto__', 'constructor', 'x'.repeat(5000), 'de;q=0', ';;;,,,', `${'ja,'.repeat(40)}de`]) {
      expect(requestLocale(hostile)).toBe('en');
    }
  });
});
