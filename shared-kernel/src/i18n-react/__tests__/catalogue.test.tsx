// Issue 37: an area's catalogue follows the document's language; its gate shows the area only in a loaded
// language and re-renders it on a switch; a language that cannot be fetched leaves English.
import { act, render, screen } from '@testing-library/react';
import { compileTexts } from 'shared-kernel/i18n-compile';
import { applyDocumentLocale, computed, createCatalogue, LanguageGate, type CatalogueLoaders } from 'shared-kernel/i18n-react';

const english = { 'x.guests': '{count, plural, one {# guest} other {# guests}}', 'x.title': 'Reports', 'x.role': '{role, select, owner {Owner} other {Agent}}' };
type Key = keyof typeof english;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function catalogue(overrides: Partial<CatalogueLoaders<Key>> = {}) {
  const file = (locale: 'de' | 'ar', texts: Record<Key, string>) => async () => ({ default: compileTexts(locale, texts) as unknown as Record<Key, string> });
  const loaders: CatalogueLoaders<Key> = {
    es: async () => ({ default: {} }),
    fr: async () => ({ default: {} }),
    'pt-BR': async () => ({ default: {} }),
    de: file('de', { 'x.guests': '{count, plural, one {# Gast} other {# Gäste}}', 'x.title': 'Berichte', 'x.role': '{role, select, owner {Inhaber} other {Agent}}' }),
    ar: file('ar', {
      'x.guests': '{count, plural, zero {لا زوار} one {زائر واحد} two {زائران} few {# زوار} many {# زائرًا} other {# زائر}}',
      'x.title': 'التقارير',
      'x.role': '{role, select, owner {المالك} other {وكيل}}',
    }),
    ...overrides,
  };
  const made = createCatalogue(compileTexts('en', english) as unknown as typeof english, loaders);
  const TEXTS = made.texts({ title: 'x.title', guests: (count: number) => made.t('x.guests', { count }), role: (role: string) => made.t('x.role', { role }), days: computed(() => ['a', made.t('x.title')]) });
  return { ...made, TEXTS };
}

afterEach(() => applyDocumentLocale('en'));

describe("an area's catalogue", () => {
  it('reads each text in the language loaded last: plurals and selects by its rules', async () => {
    const { load, TEXTS } = catalogue();
    expect([TEXTS.title, TEXTS.guests(1), TEXTS.guests(1500), TEXTS.role('owner'), TEXTS.days[1]]).toEqual(['Reports', '1 guest', '1,500 guests', 'Owner', 'Reports']);
    expect(await load('de')).toBe('de');
    expect([TEXTS.title, TEXTS.guests(1), TEXTS.guests(1500), TEXTS.role('owner'), TEXTS.role('agent'), TEXTS.days[1]]).toEqual(['Berichte', '1 Gast', '1.500 Gäste', 'Inhaber', 'Agent', 'Berichte']);
    expect(await load('ar')).toBe('ar');
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect([0, 1, 2, 3, 11, 100].map((count) => TEXTS.guests(count))).toEqual(['لا زوار', 'زائر واحد', 'زائران', `${n(3)} زوار`, `${n(11)} زائرًا`, `${n(100)} زائر`]);
    // A language whose file lacks a key shows that key's English.
    expect(await load('es')).toBe('es');
    expect(TEXTS.title).toBe('Reports');
  });

  it('gates the area: nothing until the language is here, then the area in it', async () => {
    const german = deferred<{ default: Record<Key, string> }>();
    const made = catalogue({ de: () => german.promise });
    const Title = () => <h1>{made.TEXTS.title}</h1>;
    applyDocumentLocale('de');
    render(
      <LanguageGate catalogues={[made]}>
        <Title />
      </LanguageGate>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => german.resolve({ default: compileTexts('de', { 'x.title': 'Berichte' }) as unknown as Record<Key, string> }));
    expect(await screen.findByRole('heading', { name: 'Berichte' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('follows <html lang> as the shell changes it, right to left for Arabic, and shows English when a file fails', async () => {
    const made = catalogue({ fr: () => Promise.reject(new Error('offline')) });
    const Title = () => <p>{made.TEXTS.title}</p>;
    render(
      <LanguageGate catalogues={[made]}>
        <Title />
      </LanguageGate>,
    );
    expect(await screen.findByText('Reports')).toBeInTheDocument();
    act(() => applyDocumentLocale('de'));
    expect(await screen.findByText('Berichte')).toBeInTheDocument();
    act(() => applyDocumentLocale('ar'));
    expect(await screen.findByText('التقارير')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    act(() => applyDocumentLocale('fr'));
    expect(await screen.findByText('Reports')).toBeInTheDocument();
    expect(made.locale()).toBe('en');
  });
});
