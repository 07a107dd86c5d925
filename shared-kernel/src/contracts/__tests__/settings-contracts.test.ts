// The settings area's shared rules: page paths of auto messages, write-only secrets, the embed script
// and the guest's contact form (shared-kernel/rules).
import { contactFormErrors } from 'shared-kernel/rules';
import {
  embedScript,
  isMaskedSecret,
  maskSecret,
  nextSecret,
  normalizePagePath,
  pagePathMatches,
  SECRET_MASK,
} from '../index';

describe('page paths', () => {
  it('null covers every page', () => {
    expect(pagePathMatches(null, '/')).toBe(true);
    expect(pagePathMatches(null, '/anything/else')).toBe(true);
  });
  it('one path covers that page, whatever its trailing slash or case', () => {
    expect(pagePathMatches('/pricing.html', '/pricing.html')).toBe(true);
    expect(pagePathMatches('/pricing', '/Pricing/')).toBe(true);
    expect(pagePathMatches('/pricing', '/pricing/plans')).toBe(false);
    expect(pagePathMatches('/pricing.html', '/index.html')).toBe(false);
  });
  it("'/shop/*' covers the section and its root", () => {
    expect(pagePathMatches('/shop/*', '/shop')).toBe(true);
    expect(pagePathMatches('/shop/*', '/shop/shoes/red')).toBe(true);
    expect(pagePathMatches('/shop/*', '/shopping')).toBe(false);
    expect(pagePathMatches('/*', '/any')).toBe(true);
  });
  it('normalises what an owner types', () => {
    expect(normalizePagePath('  ')).toBeNull();
    expect(normalizePagePath('contact')).toBe('/contact');
    expect(normalizePagePath('/a/b/?x=1#top')).toBe('/a/b');
    expect(normalizePagePath('https://example.com/')).toBe('/');
  });
});

describe('write-only secrets', () => {
  it('masks with the last 4 characters of a long secret only', () => {
    expect(maskSecret('sk_test_1234567890')).toBe(`${SECRET_MASK}7890`);
    expect(maskSecret('short')).toBe(SECRET_MASK);
    expect(maskSecret('')).toBe('');
    expect(isMaskedSecret(maskSecret('sk_test_1234567890'))).toBe(true);
    expect(isMaskedSecret('sk_test_1234567890')).toBe(false);
  });
  it('keeps the stored secret for a mask or nothing, clears it for empty or null, else replaces it', () => {
    expect(nextSecret(undefined, 'stored')).toBe('stored');
    expect(nextSecret(`${SECRET_MASK}ored`, 'stored')).toBe('stored');
    expect(nextSecret('', 'stored')).toBe('');
    expect(nextSecret(null, 'stored')).toBe('');
    expect(nextSecret('new', 'stored')).toBe('new');
  });
});

describe('embed script', () => {
  it('names widget.js on the script base, the plugin id and the domain without protocol', () => {
    expect(embedScript('https://chat.example.com/', 'p-1', 'https://shop.example.com')).toBe(
      '<script src="https://chat.example.com/widget.js" pluginid="p-1" domain="shop.example.com"></script>',
    );
  });
  it('cannot be broken out of by a value', () => {
    expect(embedScript('http://x', 'a" onload="alert(1)', 'd')).toContain('pluginid="a&quot; onload=&quot;alert(1)"');
  });
});

describe('contact form', () => {
  const empty = { firstName: '', lastName: '', email: '', phoneNumber: '' };
  it('takes empty fields and good values', () => {
    expect(contactFormErrors(empty)).toEqual({});
    expect(contactFormErrors({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '+44 20 7946 0000' })).toEqual({});
  });
  it('answers the contact messages of spec 001 §5', () => {
    expect(contactFormErrors({ firstName: 'Al', lastName: 'x'.repeat(21), email: 'ada@', phoneNumber: 'call me' })).toEqual({
      firstName: 'First name must have 3 to 20 characters',
      lastName: 'First name must have 3 to 20 characters',
      email: 'Please provide a valid email',
      phoneNumber: 'Please provide a valid phone number',
    });
  });
});
