/**
 * @jest-environment node
 */
// The server validates with the same schemas: they must run without a DOM.
import { MESSAGES, cleanDomain, paymentRequestSchema, signupSchema, validateWith } from '../index';

it('runs in plain Node', async () => {
  expect(typeof window).toBe('undefined');
  const result = await validateWith(signupSchema, { email: 'bad' });
  expect(result.ok).toBe(false);
  await expect(paymentRequestSchema.validate({ amount: '0', description: 'long description' })).rejects.toThrow(MESSAGES.amountPositive);
  expect(cleanDomain('https://www.example.com/')).toBe('example.com');
});
