import { amountInCents, contactSchema, firstError, guestContactSchema, paymentRequestSchema } from '../index';

describe('contactSchema (spec 001)', () => {
  it('accepts empty and valid fields', () => {
    expect(firstError(contactSchema, {})).toBeNull();
    expect(firstError(contactSchema, { firstName: '', lastName: '', email: '', phoneNumber: '' })).toBeNull();
    expect(firstError(contactSchema, { firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', phoneNumber: '+44 20 7946 0958' })).toBeNull();
  });
  it('uses the 001 texts', () => {
    expect(firstError(contactSchema, { email: 'ann@' })).toBe('Please provide a valid email');
    expect(firstError(contactSchema, { phoneNumber: 'call me' })).toBe('Please provide a valid phone number');
    expect(firstError(contactSchema, { firstName: 'An' })).toBe('First name must have 3 to 20 characters');
    expect(firstError(contactSchema, { lastName: 'x'.repeat(21) })).toBe('First name must have 3 to 20 characters');
  });
});

describe('guestContactSchema (spec 000)', () => {
  it('uses the 000 texts', () => {
    expect(firstError(guestContactSchema, { email: 'guest@example.com', phoneNumber: '0123456789' })).toBeNull();
    expect(firstError(guestContactSchema, { email: '', phoneNumber: '' })).toBeNull();
    expect(firstError(guestContactSchema, { email: 'guest@' })).toBe('Please provide valid email');
    expect(firstError(guestContactSchema, { phoneNumber: '12' })).toBe('Please provide valid phone number');
  });
});

describe('paymentRequestSchema', () => {
  const description = 'Deposit for the booking';
  it.each([
    [{ amount: '', description }, 'Amount is required'],
    [{ amount: '   ', description }, 'Amount is required'],
    [{ description }, 'Amount is required'],
    [{ amount: 'ten', description }, 'Amount must be a number'],
    [{ amount: '0', description }, 'Amount must be greater than zero'],
    [{ amount: -5, description }, 'Amount must be greater than zero'],
    [{ amount: '10', description: '' }, 'Description is required'],
    [{ amount: '10', description: '     ' }, 'Description cannot be only spaces'],
    [{ amount: '10', description: '  123456789  ' }, 'Description must be at least 10 characters'],
  ])('%p → %s', (input, message) => {
    expect(firstError(paymentRequestSchema, input)).toBe(message);
  });
  it('accepts a valid request and casts the amount', () => {
    expect(firstError(paymentRequestSchema, { amount: '12.50', description: '1234567890' })).toBeNull();
    expect(paymentRequestSchema.validateSync({ amount: '12.50', description: '1234567890' }).amount).toBe(12.5);
  });
  it('sends cents', () => {
    expect(amountInCents(12.5)).toBe(1250);
    expect(amountInCents(19.99)).toBe(1999);
  });
});
