import { directionOf, localeFor, negotiateLocale } from 'shared-kernel/i18n';
import { createTranslator } from 'shared-kernel/i18n-format';
import { compileTexts } from 'shared-kernel/i18n-compile';

describe('which language a guest or staff member gets', () => {
  it("takes the first of the browser's languages we speak, by tag and then by language alone", () => {
    expect(negotiateLocale(['es-MX', 'en'])).toBe('es');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['PT-br'])).toBe('pt-BR');
    expect(negotiateLocale(['ar-EG'])).toBe('ar');
    expect(negotiateLocale(['xx', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['ja', 'zh-CN'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('keeps a fixed choice and reads anything else as "the browser\'s"', () => {
    expect(localeFor('fr', ['de'])).toBe('fr');
    expect(localeFor('auto', ['de'])).toBe('de');
    for (const hostile of ['__proto__', 'toString', 'constructor', '', null, 42, { en: 1 }]) expect(localeFor(hostile, ['es'])).toBe('es');
  });

  it('turns Arabic right to left, and only Arabic', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'es', 'de', 'fr', 'pt-BR'].map((locale) => directionOf(locale as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('the translator', () => {
  const english = compileTexts('en', { guests: '{count, plural, one {# guest} other {# guests}}', hello: 'Hello {name}', onlyEnglish: 'Only in English' });

  it('formats plurals and selects with the locale\'s rules, numbers included', () => {
    const t = createTranslator(english, english);
    expect(t('guests', { count: 1 })).toBe('1 guest');
    expect(t('guests', { count: 1500 })).toBe('1,500 guests');
    const de = createTranslator(compileTexts('de', { guests: '{count, plural, one {# Gast} other {# Gäste}}' }), english);
    expect(de('guests', { count: 1500 })).toBe('1.500 Gäste');
    const fr = createTranslator(compileTexts('fr', { guests: '{count, plural, one {# visiteur} other {# visiteurs}}', hello: '{role, select, owner {Bonjour patron} other {Bonjour {name}}}' }), english);
    // French counts 0 as one.
    expect(fr('guests', { count: 0 })).toBe('0 visiteur');
    expect(fr('hello', { role: 'owner' })).toBe('Bonjour patron');
    expect(fr('hello', { role: 'agent', name: 'Ana' })).toBe('Bonjour Ana');
  });

  it("uses Arabic's six plural forms", () => {
    const ar = createTranslator(compileTexts('ar', { guests: '{count, plural, zero {لا زوار} one {زائر واحد} two {زائران} few {# زوار} many {# زائرًا} other {# زائر}}' }), english);
    // The digits as the runtime writes Arabic numbers (Latin or Arabic-Indic, by its CLDR data).
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('guests', { count }))).toEqual(['لا زوار', 'زائر واحد', 'زائران', `${n(3)} زوار`, `${n(11)} زائرًا`, `${n(100)} زائر`]);
  });

  it('falls back to English for a key the language lacks or cannot format, and never throws', () => {
    const es = createTranslator(compileTexts('es', { hello: 'Hola {name}', guests: '{count, plural, one {# invitado} other {# invitados}}' }), english);
    expect(es('onlyEnglish')).toBe('Only in English');
    expect(es('hello', { name: 'Ana' })).toBe('Hola Ana');
    // A value named like an Object method is read from the values only.
    const own = createTranslator(compileTexts('es', { hello: 'Hola {toString}' }), english);
    expect(own('hello', {})).toBe('Hola undefined');
    expect(own('hello', { toString: 'Ana' })).toBe('Hola Ana');
    expect(es('toString' as 'hello')).toBe('toString');
    expect(es('__proto__' as 'hello')).toBe('__proto__');
  });
});
