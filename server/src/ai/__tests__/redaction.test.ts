import { passesLuhn, Redactor } from '../redaction';

describe('the redactor', () => {
  it('hides e-mail addresses, phone numbers, card numbers and IP addresses, each value always as the same placeholder', () => {
    const redactor = new Redactor();
    const hidden = redactor.hide('Mail ann.lee+shop@example.co.uk or call +44 20 7946 0958; card 4242 4242 4242 4242, from 203.0.113.9 and 2001:db8::8a2e:370:7334. Again: ann.lee+shop@example.co.uk');
    expect(hidden).toBe('Mail [EMAIL_1] or call [PHONE_1]; card [CARD_1], from [IP_1] and [IP_2]. Again: [EMAIL_1]');
  });

  it.each([
    ['(555) 123-4567', '[PHONE_1]'],
    ['555-123-4567', '[PHONE_1]'],
    ['5551234567', '[PHONE_1]'],
    ['0044 7700 900123', '[PHONE_1]'],
  ])('takes %s for a phone number', (text, hidden) => {
    expect(new Redactor().hide(text)).toBe(hidden);
  });

  it.each([
    ['my order 12345678 is late', 'my order 12345678 is late'],
    ['4242 4242 4242 4241 fails the Luhn check', '4242 4242 4242 4241 fails the Luhn check'],
    ['it costs 12.50 and ships in 3-5 days', 'it costs 12.50 and ships in 3-5 days'],
    ['version 1.2.3', 'version 1.2.3'],
  ])('leaves %s as it is', (text, kept) => {
    expect(new Redactor().hide(text)).toBe(kept);
  });

  it("hides the guest's stored details wherever they appear, whole words only", () => {
    const redactor = new Redactor(['Annabel', 'Lee-Smith', 'a@b.io', '']);
    expect(redactor.hide('Hi, this is annabel LEE-SMITH (a@b.io); Annabelle is my sister')).toBe('Hi, this is [CONTACT_1] [CONTACT_2] ([CONTACT_3]); Annabelle is my sister');
  });

  it('puts the values back in an answer, and leaves placeholders it never made as the model wrote them', () => {
    const redactor = new Redactor(['Annabel']);
    redactor.hide('Annabel, ann@example.com');
    expect(redactor.restore('Dear [CONTACT_1], we wrote to [EMAIL_1] and [EMAIL_7].')).toBe('Dear Annabel, we wrote to ann@example.com and [EMAIL_7].');
  });

  it('restores a stream whose placeholder is cut across chunks, and passes other brackets through', () => {
    const redactor = new Redactor();
    redactor.hide('ann@example.com');
    const restorer = redactor.restorer();
    const out = ['We wrote to [EM', 'AIL_', '1] today [see', ' below] and [', 'EMAIL_1]'].map((chunk) => restorer.push(chunk)).join('') + restorer.end();
    expect(out).toBe('We wrote to ann@example.com today [see below] and ann@example.com');
  });

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });
});
