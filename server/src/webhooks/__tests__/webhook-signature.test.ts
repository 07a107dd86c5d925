import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, PREVIOUS_SECRET_VALID_MS, signedHeaders } from '../webhook-signature';

const body = JSON.stringify({ type: 'chat.ended', data: { chatId: 'c1' } });

describe('signing a delivery', () => {
  it('is verified by the Standard Webhooks library with the endpoint secret, and by no other secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signedHeaders('d-1', body, { secret, previousSecret: null, previousSecretUntil: null });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    // A changed body fails.
    expect(() => new Webhook(secret).verify(body.replace('c1', 'c2'), headers)).toThrow();
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', () => {
    const [fresh, old] = [newWebhookSecret(), newWebhookSecret()];
    const now = new Date();
    const rotating = { secret: fresh, previousSecret: old, previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS) };
    const during = signedHeaders('d-2', body, rotating, now);
    expect(during['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [fresh, old]) expect(new Webhook(secret).verify(body, during)).toEqual(JSON.parse(body));
    const after = signedHeaders('d-2', body, { ...rotating, previousSecretUntil: new Date(now.getTime() - 1) }, now);
    expect(after['webhook-signature'].split(' ')).toHaveLength(1);
    expect(() => new Webhook(old).verify(body, after)).toThrow();
  });

  it('keeps the delivery id across attempts and dates each attempt; an attempt older than 5 minutes is refused by receivers', () => {
    const secret = newWebhookSecret();
    const secrets = { secret, previousSecret: null, previousSecretUntil: null };
    const first = signedHeaders('d-3', body, secrets, new Date(Date.now() - 10 * 60_000));
    const retry = signedHeaders('d-3', body, secrets);
    expect(retry['webhook-id']).toBe(first['webhook-id']);
    expect(() => new Webhook(secret).verify(body, first)).toThrow(/too old/);
    expect(new Webhook(secret).verify(body, retry)).toEqual(JSON.parse(body));
  });
});
