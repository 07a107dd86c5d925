import { uploadAttachment, validateAttachment } from '../upload';

describe('guest attachments', () => {
  it('accepts images and PDF up to 5 MB only', () => {
    expect(validateAttachment({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateAttachment({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateAttachment({ type: 'text/html', size: 10 })).toMatch(/Only images/);
    expect(validateAttachment({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('The file is larger than 5 MB');
  });

  it('posts the file with pluginId and visitorId, and reports the server refusal', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, json: async () => ({ statusCode: 413, message: 'File too large' }) });
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const args = { fetchImpl: fetchImpl as unknown as typeof fetch, origin: 'https://chat.example', pluginId: 'p1', visitorId: 'v1', file };
    await expect(uploadAttachment(args)).resolves.toBeNull();
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://chat.example/api/visitor-widget/attachments');
    const body = init.body as FormData;
    expect(body.get('pluginId')).toBe('p1');
    expect(body.get('visitorId')).toBe('v1');
    expect((body.get('file') as File).name).toBe('photo.png');
    await expect(uploadAttachment(args)).resolves.toBe('File too large');
  });
});
