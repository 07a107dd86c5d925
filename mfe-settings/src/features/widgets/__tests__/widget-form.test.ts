// The preview's config: the texts of the language the preview widget will speak, as the server picks them.
import { editorValues, publicConfig } from '../lib/widget-form';
import { widgetFixture } from './widget-fixture';

const textsByLanguage = { es: { buttonText: 'Chatea', onlineText: 'Aquí estamos' }, de: { offlineText: 'Wir sind weg' } };

describe('publicConfig (the live preview)', () => {
  it("follows the owner's browser while the widget follows the visitor's", () => {
    const values = editorValues(widgetFixture({ textsByLanguage }));
    expect(publicConfig(values, ['es-ES', 'en'])).toMatchObject({ buttonText: 'Chatea', onlineText: 'Aquí estamos', offlineText: values.offlineText });
    expect(publicConfig(values, ['it'])).toMatchObject({ buttonText: values.buttonText, onlineText: values.onlineText });
  });

  it('shows the fixed language whatever the browser', () => {
    const values = editorValues(widgetFixture({ language: 'de', textsByLanguage }));
    expect(publicConfig(values, ['es'])).toMatchObject({ buttonText: values.buttonText, offlineText: 'Wir sind weg', language: 'de' });
  });

  it('reads stored overrides defensively: unknown languages and fields are left out', () => {
    const stored = JSON.parse('{"es":{"buttonText":"Chatea","colour":"red"},"xx":{"buttonText":"?"}}');
    expect(editorValues(widgetFixture({ textsByLanguage: stored })).textsByLanguage).toEqual({ es: { buttonText: 'Chatea' } });
  });
});
