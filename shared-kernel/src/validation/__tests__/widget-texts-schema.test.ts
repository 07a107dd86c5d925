import { cleanTextsByLanguage, configInLanguage, WIDGET_OWN_TEXT_MAX } from '../../contracts/widget-own-texts';
import { ENGLISH_MESSAGES } from '../../rules/messages';
import { firstError, validateSyncWith, widgetSchema } from '../index';
import type { WidgetPublicConfig } from '../../contracts';

const good = { widgetName: 'Shop', domain: 'example.com', notificationEmailIds: ['a@example.com'] };
const shape = ENGLISH_MESSAGES.widgetTextsShape;

describe('widget texts by language (issue 37)', () => {
  it('takes overrides for our languages and keeps them', () => {
    const result = validateSyncWith(widgetSchema, { ...good, textsByLanguage: { es: { buttonText: 'Chatea', onlineText: 'Hola' }, ar: { offlineText: 'مرحبا' } } });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.textsByLanguage).toEqual({ es: { buttonText: 'Chatea', onlineText: 'Hola' }, ar: { offlineText: 'مرحبا' } });
  });

  // Keys such as `toString` and `__proto__` never reach a schema: the server's input guard refuses them first
  // (server/test/widget-texts-language.test.ts), as yup would find Object.prototype's members for them.
  it('refuses a language or a field it does not know', () => {
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { it: { buttonText: 'Ciao' } } })).toBe(shape);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { es: { welcome: 'Hola' } } })).toBe(shape);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { es: { buttonText: 'Hola' }, 'pt-PT': {} } })).toBe(shape);
  });

  it('refuses wrong types and deep nesting with the same clear message', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i += 1) deep = { a: deep };
    expect(firstError(widgetSchema, { ...good, textsByLanguage: 'es' })).toBe(shape);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { es: 'Hola' } })).toBe(shape);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { es: { buttonText: deep } } })).toBe(shape);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { es: { buttonText: ['a'] } } })).toBe(shape);
  });

  it('bounds each text', () => {
    const long = 'x'.repeat(WIDGET_OWN_TEXT_MAX + 1);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { de: { onlineText: long } } })).toBe(ENGLISH_MESSAGES.widgetTextLength);
    expect(firstError(widgetSchema, { ...good, textsByLanguage: { de: { onlineText: long.slice(1) } } })).toBeNull();
  });
});

describe('cleanTextsByLanguage and configInLanguage', () => {
  it('keeps own keys of our languages, trimmed, and drops empty ones', () => {
    const raw = JSON.parse('{"__proto__":{"es":{"buttonText":"polluted"}},"es":{"buttonText":"  Chatea  ","onlineText":"  "},"it":{"buttonText":"Ciao"},"de":{}}');
    expect(cleanTextsByLanguage(raw)).toEqual({ es: { buttonText: 'Chatea' } });
    expect(cleanTextsByLanguage({ fr: { offlineText: '' } })).toBeUndefined();
    expect(cleanTextsByLanguage('fr')).toBeUndefined();
    expect(cleanTextsByLanguage([{ buttonText: 'x' }])).toBeUndefined();
  });

  it("puts one language's overrides over the texts typed for everybody, and nothing else", () => {
    const base: WidgetPublicConfig = {
      widgetName: 'Shop',
      buttonLocation: 'bottom-right',
      backgroundColor: '#6495ED',
      textColor: '#FFFFFF',
      buttonText: 'Chat',
      enableTextOnButton: 0,
      onlineText: 'Hello',
      offlineText: 'Away',
      requestEmail: { enabled: true, message: 'Your e-mail?', showAt: 'after_chat_starts' },
      autoMessages: [],
      language: 'auto',
    };
    const byLanguage = { es: { buttonText: 'Chatea', requestEmailMessage: 'Tu correo, por favor' }, de: { onlineText: 'Hallo' } };
    const spanish = configInLanguage(base, byLanguage, 'es');
    expect(spanish).toEqual({ ...base, buttonText: 'Chatea', requestEmail: { ...base.requestEmail, message: 'Tu correo, por favor' } });
    expect(configInLanguage(base, byLanguage, 'de')).toEqual({ ...base, onlineText: 'Hallo' });
    expect(configInLanguage(base, byLanguage, 'fr')).toBe(base);
    expect(configInLanguage(base, undefined, 'es')).toBe(base);
  });
});
