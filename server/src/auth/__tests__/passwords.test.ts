import { hashPassword, verifyPassword } from '../passwords';

describe('scrypt passwords', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('Secret#Pass1');
    const second = await hashPassword('Secret#Pass1');
    expect(first).not.toBe(second);
    expect(first.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Secret#Pass1', first)).toBe(true);
    expect(await verifyPassword('Secret#Pass2', first)).toBe(false);
    expect(await verifyPassword('Secret#Pass1', 'not-a-hash')).toBe(false);
  });
});
