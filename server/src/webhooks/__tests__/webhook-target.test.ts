import { checkWebhookTarget, WEBHOOK_TARGET_TEXTS as T } from '../webhook-target';

const production = { webhookAllowPrivate: [], development: false };
const resolvesTo = (...addresses: string[]) => async () => addresses;

describe('where a webhook may be sent', () => {
  it('takes an https address of a public host, with the addresses it resolved to', async () => {
    expect(await checkWebhookTarget('https://hooks.example.com/chat', production, resolvesTo('93.184.216.34', '2606:2800:220:1::1'))).toEqual({
      url: new URL('https://hooks.example.com/chat'),
      addresses: ['93.184.216.34', '2606:2800:220:1::1'],
    });
  });

  it.each([
    ['loopback', 'https://localhost/x', ['127.0.0.1']],
    ['RFC 1918', 'https://intranet.example.com/x', ['10.1.2.3']],
    ['RFC 1918 (192.168)', 'https://router.example.com/x', ['192.168.1.1']],
    ['link-local (cloud metadata)', 'https://metadata.example.com/x', ['169.254.169.254']],
    ['IPv6 loopback', 'https://[::1]/x', []],
    ['IPv4-mapped IPv6', 'https://[::ffff:10.0.0.1]/x', []],
    ['unique local IPv6', 'https://ula.example.com/x', ['fd00::1']],
    ['carrier-grade NAT', 'https://cgn.example.com/x', ['100.64.0.1']],
    ['one private address among public ones', 'https://mixed.example.com/x', ['93.184.216.34', '10.0.0.1']],
    ['0.0.0.0', 'https://0.0.0.0/x', []],
  ])('refuses a %s target', async (_name, url, addresses) => {
    expect(await checkWebhookTarget(url, production, resolvesTo(...addresses))).toEqual(T.private(new URL(url).hostname.replace(/^\[|\]$/g, '')));
  });

  it('refuses plain http, credentials in the address, and what is no address at all', async () => {
    expect(await checkWebhookTarget('http://hooks.example.com/x', production, resolvesTo('93.184.216.34'))).toBe(T.notHttps);
    expect(await checkWebhookTarget('https://user:pw@hooks.example.com/x', production, resolvesTo('93.184.216.34'))).toBe(T.credentials);
    expect(await checkWebhookTarget('ftp://hooks.example.com/x', production)).toBe(T.notUrl);
    expect(await checkWebhookTarget('not a url', production)).toBe(T.notUrl);
    const unresolvable = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkWebhookTarget('https://nowhere.invalid/x', production, unresolvable)).toEqual(T.unresolved('nowhere.invalid'));
  });

  it('lets development send http to loopback only', async () => {
    const development = { webhookAllowPrivate: [], development: true };
    expect(await checkWebhookTarget('http://127.0.0.1:4000/x', development)).toMatchObject({ addresses: ['127.0.0.1'] });
    expect(await checkWebhookTarget('http://127.0.0.1:4000/x', production)).toBe(T.notHttps);
    expect(await checkWebhookTarget('http://10.0.0.5/x', development)).toBe(T.notHttps);
  });

  it('takes the private hosts and ranges an on-premise setting lists, and no others', async () => {
    const onPremise = { webhookAllowPrivate: ['10.20.0.0/16', 'crm.internal', 'fd00::7'], development: false };
    expect(await checkWebhookTarget('https://a.example.com/x', onPremise, resolvesTo('10.20.3.4'))).toMatchObject({ addresses: ['10.20.3.4'] });
    expect(await checkWebhookTarget('https://crm.internal/x', onPremise, resolvesTo('192.168.9.9'))).toMatchObject({ addresses: ['192.168.9.9'] });
    expect(await checkWebhookTarget('https://b.example.com/x', onPremise, resolvesTo('fd00::7'))).toMatchObject({ addresses: ['fd00::7'] });
    expect(await checkWebhookTarget('https://c.example.com/x', onPremise, resolvesTo('10.21.0.1'))).toEqual(T.private('c.example.com'));
  });
});
