// The verification example of docs/webhooks.md, run as it is printed there, against the server's own
// signing: the documentation cannot drift from what receivers get.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newWebhookSecret, signedHeaders } from '../webhook-signature';

type Verify = (secret: string, headers: Record<string, string>, rawBody: string) => boolean;

function documentedVerifier(): Verify {
  const markdown = readFileSync(path.join(__dirname, '../../../../docs/webhooks.md'), 'utf8');
  const block = /## Verifying a delivery[\s\S]*?```js\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/webhooks.md has no js block under "Verifying a delivery"');
  expect(block.trim().split('\n').length).toBeLessThanOrEqual(10);
  // The documented snippet itself is the subject.
  return new Function('require', `${block}\nreturn verifyWebhook;`)(require) as Verify;
}

describe('the documented verification example', () => {
  const verify = documentedVerifier();
  const body = JSON.stringify({ id: 'msg_1', event: 'webhook.test', data: { note: 'héllo' } });

  it('accepts a delivery signed by the server, with either secret during a rotation', () => {
    const secret = newWebhookSecret();
    const previous = newWebhookSecret();
    const headers = signedHeaders('msg_1', body, { secret, previousSecret: previous, previousSecretUntil: new Date(Date.now() + 60_000) });
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(previous, headers, body)).toBe(true);
  });

  it('refuses another secret, a changed body, a changed id and a timestamp outside the 5-minute window', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders('msg_1', body, { secret, previousSecret: null, previousSecretUntil: null });
    expect(verify(newWebhookSecret(), headers, body)).toBe(false);
    expect(verify(secret, headers, body.replace('héllo', 'hello'))).toBe(false);
    expect(verify(secret, { ...headers, 'webhook-id': 'msg_2' }, body)).toBe(false);
    const old = signedHeaders('msg_1', body, { secret, previousSecret: null, previousSecretUntil: null }, new Date(Date.now() - 6 * 60_000));
    expect(verify(secret, old, body)).toBe(false);
  });
});
