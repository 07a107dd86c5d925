import { CONFIG } from '../../chat/__tests__/fake-socket';
import { defaultPublicConfig, fetchPublicConfig, mergePublicConfig } from '../public-config';

describe('public config', () => {
  it('starts from the spec defaults, with no auto messages', () => {
    const config = defaultPublicConfig();
    expect(config).toMatchObject({ buttonText: 'Human Chat', backgroundColor: '#6495ED', textColor: '#FFFFFF', enableTextOnButton: 0 });
    expect(config.autoMessages).toEqual([]);
  });

  it('takes well-formed auto messages and drops the bad entries', () => {
    const merged = mergePublicConfig(defaultPublicConfig(), {
      autoMessages: [
        { id: 'a1', message: 'Need help?', pagePath: null, timer: 5 },
        { id: 'a2', message: 'Pricing questions?', pagePath: '/pricing', timer: 3.7 },
        { id: '', message: 'no id', pagePath: null, timer: 5 },
        { id: 'a3', message: '   ', pagePath: null, timer: 5 },
        { id: 'a4', message: 'bad path', pagePath: 'pricing', timer: 5 },
        { id: 'a5', message: 'bad timer', pagePath: null, timer: 0 },
        { id: 'a6', message: 'bad timer', pagePath: null, timer: '5' },
        null,
        'text',
      ],
    });
    expect(merged.autoMessages).toEqual([
      { id: 'a1', message: 'Need help?', pagePath: null, timer: 5 },
      { id: 'a2', message: 'Pricing questions?', pagePath: '/pricing', timer: 3 },
    ]);
    expect(mergePublicConfig(defaultPublicConfig(), { autoMessages: 'nope' }).autoMessages).toEqual([]);
  });

  it('keeps only hex colours, so a stored value never reaches a style as anything else', () => {
    const merged = mergePublicConfig(defaultPublicConfig(), { backgroundColor: 'url(https://evil.example/x)', textColor: '#123abc' });
    expect(merged.backgroundColor).toBe('#6495ED');
    expect(merged.textColor).toBe('#123abc');
  });

  it('keeps the rating setting only as a boolean (absent = on)', () => {
    expect(mergePublicConfig(defaultPublicConfig(), { ratingEnabled: false }).ratingEnabled).toBe(false);
    expect(mergePublicConfig(defaultPublicConfig(), { ratingEnabled: true }).ratingEnabled).toBe(true);
    expect(mergePublicConfig(defaultPublicConfig(), { ratingEnabled: 'no' }).ratingEnabled).toBeUndefined();
    expect(mergePublicConfig({ ...defaultPublicConfig(), ratingEnabled: false }, {}).ratingEnabled).toBe(false);
  });

  it('asks the server past the browser cache and checks the answer', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => ({ ...CONFIG, buttonText: 'Ask us', autoMessages: [{ id: 'x' }] }) }));
    const config = await fetchPublicConfig(fetchImpl as unknown as typeof fetch, 'https://chat.example', 'p 1');
    expect(fetchImpl).toHaveBeenCalledWith('https://chat.example/api/visitor-widget/config?pluginId=p%201', { cache: 'no-cache' });
    expect(config?.buttonText).toBe('Ask us');
    expect(config?.autoMessages).toEqual([]);
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(fetchPublicConfig(failing as unknown as typeof fetch, 'https://chat.example', 'p1')).resolves.toBeNull();
  });
});
