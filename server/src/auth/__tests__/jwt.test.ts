import { signJwt, verifyJwt } from '../jwt';

const now = 1_800_000_000;

describe('HS256 tokens', () => {
  it('round-trips claims until exp', () => {
    const token = signJwt({ sub: 'u1', sid: 'l1', exp: now + 60 }, 'secret');
    expect(verifyJwt(token, 'secret', now)).toEqual({ sub: 'u1', sid: 'l1', exp: now + 60 });
    expect(verifyJwt(token, 'secret', now + 60)).toBeNull();
  });

  it('refuses another secret, tampered claims, alg none and junk', () => {
    const token = signJwt({ sub: 'u1', exp: now + 60 }, 'secret');
    expect(verifyJwt(token, 'other', now)).toBeNull();
    const [header, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', exp: now + 60 })).toString('base64url');
    expect(verifyJwt(`${header}.${forged}.${sig}`, 'secret', now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${forged}.`, 'secret', now)).toBeNull();
    expect(verifyJwt('a.b', 'secret', now)).toBeNull();
    expect(verifyJwt('!!.??.**', 'secret', now)).toBeNull();
  });

  it('requires a numeric exp', () => {
    expect(verifyJwt(signJwt({ sub: 'u1' }, 'secret'), 'secret', now)).toBeNull();
  });
});
