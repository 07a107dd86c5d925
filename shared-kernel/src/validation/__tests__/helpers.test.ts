import { MESSAGES, PATTERNS, cannedQuery, cleanDomain, confirmMismatchLive, fieldErrors, hasChanges, isSendableText, loginSchema, validateWith } from '../index';

describe('PATTERNS.password', () => {
  it.each(['Abcdef#1', 'Owner#Demo1', 'Zz9!zzzz', 'P@ssw0rd', 'Aa1-aaaa'])('accepts %p', (pw) => {
    expect(PATTERNS.password.test(pw)).toBe(true);
  });
  it('does not count an underscore (or a space) as a special character', () => {
    expect(PATTERNS.password.test('Abcdef_1')).toBe(false);
    expect(PATTERNS.password.test('Abcd ef1')).toBe(false);
    expect(PATTERNS.password.test('Abcdef_1!')).toBe(true);
  });
  it.each(['Abc#1', 'abcdef#1', 'ABCDEF#1', 'Abcdefg#', 'Abcdefg1'])('rejects %p', (pw) => {
    expect(PATTERNS.password.test(pw)).toBe(false);
  });
});

describe('PATTERNS.email, phone, url', () => {
  it('email', () => {
    expect(PATTERNS.email.test('first.last+tag@sub.example.org')).toBe(true);
    expect(PATTERNS.email.test('a@b')).toBe(false);
    expect(PATTERNS.email.test('@example.com')).toBe(false);
  });
  it('phone', () => {
    expect(PATTERNS.phone.test('+1 555-123-4567')).toBe(true);
    expect(PATTERNS.phone.test('12345')).toBe(true);
    expect(PATTERNS.phone.test('1234')).toBe(false);
    expect(PATTERNS.phone.test('12--345')).toBe(false);
  });
  it('url', () => {
    expect(PATTERNS.url.test('https://example.com')).toBe(true);
    expect(PATTERNS.url.test('https://example.com:8443/a?b=c')).toBe(true);
    expect(PATTERNS.url.test('javascript:alert(1)')).toBe(false);
    expect(PATTERNS.url.test('www.example.com')).toBe(false);
  });
});

describe('isSendableText', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(isSendableText('')).toBe(false);
    expect(isSendableText('  \n\t ')).toBe(false);
    expect(isSendableText(undefined)).toBe(false);
    expect(isSendableText(' hi ')).toBe(true);
  });
});

describe('cleanDomain', () => {
  it.each([
    ['https://www.example.com/', 'example.com'],
    ['http://example.com///', 'example.com'],
    ['HTTPS://WWW.Example.com', 'Example.com'],
    ['example.com/shop/', 'example.com/shop'],
    ['localhost:8080', 'localhost:8080'],
    ['  www.example.com  ', 'example.com'],
  ])('%p → %p', (input, output) => {
    expect(cleanDomain(input)).toBe(output);
  });
});

describe('form helpers', () => {
  it('confirmMismatchLive flags once the confirm is as long as the password', () => {
    expect(confirmMismatchLive('Secret#1', 'Sec')).toBe(false);
    expect(confirmMismatchLive('Secret#1', 'Secret#2')).toBe(true);
    expect(confirmMismatchLive('Secret#1', 'Secret#1')).toBe(false);
  });
  it('hasChanges detects an edit', () => {
    expect(hasChanges({ email: 'a@b.co', firstName: '' }, { email: 'a@b.co', firstName: '' })).toBe(false);
    expect(hasChanges({ email: 'a@b.co', firstName: null as unknown as string }, { firstName: '' })).toBe(false);
    expect(hasChanges({ email: 'a@b.co' }, { email: 'c@d.co' })).toBe(true);
    expect(MESSAGES.contactUnchanged).toBe('No field has been updated');
  });
  it('cannedQuery reads the shortcut after #', () => {
    expect(cannedQuery('hello')).toBeNull();
    expect(cannedQuery('#')).toBe('');
    expect(cannedQuery('hi #gre')).toBe('gre');
    expect(cannedQuery('#greet done')).toBeNull();
  });
});

describe('validateWith and fieldErrors', () => {
  it('returns the cast value', async () => {
    await expect(validateWith(loginSchema, { email: ' a@example.com ', password: 'Owner#Demo1' })).resolves.toEqual({
      ok: true,
      value: { email: 'a@example.com', password: 'Owner#Demo1' },
    });
  });
  it('returns the first message in field order and one message per field', async () => {
    const result = await validateWith(loginSchema, { email: 'x', password: 'y' });
    expect(result).toEqual({
      ok: false,
      message: MESSAGES.loginEmail,
      errors: { email: MESSAGES.loginEmail, password: MESSAGES.loginPassword },
    });
    expect(fieldErrors(loginSchema, { email: 'a@example.com', password: 'y' })).toEqual({ password: MESSAGES.loginPassword });
  });
});
