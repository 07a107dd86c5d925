import {
  MESSAGES,
  changePasswordPayloadSchema,
  changePasswordSchema,
  firstError,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  setForgotPasswordSchema,
  signupPayloadSchema,
  signupSchema,
  verifyOtpSchema,
} from '../index';
import { signInErrors } from '../../rules';

const LONG =
  'At least 8 characters, including at least one uppercase letter, one lowercase letter, one number, and one special character. Please note that an underscore (_) is not considered a special character.';
const SHORT = '8 or more characters with atleast 1 capital and small letter, 1 number and 1 special character';

describe('loginSchema', () => {
  it('accepts a valid email and strong password', () => {
    expect(firstError(loginSchema, { email: 'owner@example.com', password: 'Owner#Demo1' })).toBeNull();
  });
  it.each(['', 'owner', 'owner@', 'owner@example', 'a b@example.com'])('rejects email %p', (email) => {
    expect(firstError(loginSchema, { email, password: 'Owner#Demo1' })).toBe('Please provide valid email');
  });
  it.each(['', 'Short#1', 'alllower#1', 'ALLUPPER#1', 'NoDigits#!', 'NoSpecial12', 'Under_score1'])('rejects password %p with the long text', (password) => {
    expect(firstError(loginSchema, { email: 'owner@example.com', password })).toBe(LONG);
  });
  it('uses the long text verbatim', () => {
    expect(MESSAGES.loginPassword).toBe(LONG);
    expect(MESSAGES.signupPassword).toBe(LONG);
  });
});

describe('signupSchema', () => {
  const good = {
    fullName: 'Demo Owner',
    email: 'new@example.com',
    password: 'Secret#12',
    confirmPassword: 'Secret#12',
    phoneNumber: '',
    your_website: 'https://example.com',
  };
  it('accepts a valid form, phone optional', () => {
    expect(firstError(signupSchema, good)).toBeNull();
    expect(firstError(signupSchema, { ...good, phoneNumber: '+12345678' })).toBeNull();
    expect(firstError(signupSchema, { ...good, phoneNumber: undefined })).toBeNull();
  });
  it.each(['Al', 'A'.repeat(21), '  ab  ', ''])('rejects name %p', (fullName) => {
    expect(firstError(signupSchema, { ...good, fullName })).toBe('Name must have 3 to 20 characters');
  });
  it('rejects a bad email', () => {
    expect(firstError(signupSchema, { ...good, email: 'nope' })).toBe('Please provide valid email');
  });
  it('rejects a weak password with the long text', () => {
    expect(firstError(signupSchema, { ...good, password: 'weak', confirmPassword: 'weak' })).toBe(LONG);
  });
  it('rejects a different confirmation', () => {
    expect(firstError(signupSchema, { ...good, confirmPassword: 'Secret#13' })).toBe('Password does not match');
    expect(firstError(signupSchema, { ...good, confirmPassword: '' })).toBe('Password does not match');
  });
  it.each(['1234', '1234567890123', '12ab5', 'phone'])('rejects phone %p', (phoneNumber) => {
    expect(firstError(signupSchema, { ...good, phoneNumber })).toBe('Provide a valid phone');
  });
  it.each(['example.com', 'ftp://example.com', 'http://', 'https://exa mple.com', ''])('rejects website %p', (your_website) => {
    expect(firstError(signupSchema, { ...good, your_website })).toBe('Provide valid url like http(s)://{host}');
  });
  it.each(['http://example.com', 'https://www.example.co.uk/path', 'http://localhost:3000'])('accepts website %p', (your_website) => {
    expect(firstError(signupSchema, { ...good, your_website })).toBeNull();
  });
  it('payload schema has no confirmPassword', () => {
    const { confirmPassword: _omit, ...payload } = good;
    expect(firstError(signupPayloadSchema, payload)).toBeNull();
  });
});

describe('profileSchema', () => {
  it('accepts an empty or valid full name', () => {
    expect(firstError(profileSchema, { fullName: '' })).toBeNull();
    expect(firstError(profileSchema, { fullName: 'Demo Owner', jobTitle: 'CEO', userBio: 'hi' })).toBeNull();
  });
  it.each(['ab', 'x'.repeat(21)])('rejects full name %p', (fullName) => {
    expect(firstError(profileSchema, { fullName })).toBe('Full Name must be between 3 to 20 characters');
  });
});

describe('changePasswordSchema', () => {
  const good = { currentPassword: 'Old#Pass1', newPassword: 'New#Pass1', confirmPassword: 'New#Pass1' };
  it('accepts a valid change', () => {
    expect(firstError(changePasswordSchema, good)).toBeNull();
    expect(firstError(changePasswordPayloadSchema, { currentPassword: 'Old#Pass1', newPassword: 'New#Pass1' })).toBeNull();
  });
  it('rejects weak passwords with the short text', () => {
    expect(firstError(changePasswordSchema, { ...good, currentPassword: 'weak' })).toBe(SHORT);
    expect(firstError(changePasswordSchema, { ...good, newPassword: 'New_Pass1', confirmPassword: 'New_Pass1' })).toBe(SHORT);
  });
  it('rejects the same password', () => {
    expect(firstError(changePasswordSchema, { ...good, newPassword: 'Old#Pass1', confirmPassword: 'Old#Pass1' })).toBe(
      'New password is same as present password',
    );
  });
  it('rejects a mismatching confirmation', () => {
    expect(firstError(changePasswordSchema, { ...good, confirmPassword: 'New#Pass2' })).toBe('Password does not match');
  });
});

describe('reset and forgot password', () => {
  it('reset: email text and mismatch text', () => {
    const good = { email: 'a@example.com', password: 'New#Pass1', confirmPassword: 'New#Pass1' };
    expect(firstError(resetPasswordSchema, good)).toBeNull();
    expect(firstError(resetPasswordSchema, { ...good, email: 'bad' })).toBe('Please enter a valid email');
    expect(firstError(resetPasswordSchema, { ...good, confirmPassword: 'Other#Pass1' })).toBe('Password does not match');
    expect(firstError(resetPasswordSchema, { ...good, password: 'weakpass', confirmPassword: 'weakpass' })).toBe(SHORT);
  });
  it('set-forgot-password body', () => {
    expect(firstError(setForgotPasswordSchema, { email: 'a@example.com', token: 't', newPassword: 'New#Pass1' })).toBeNull();
    expect(firstError(setForgotPasswordSchema, { email: 'x', token: 't', newPassword: 'New#Pass1' })).toBe('Please enter a valid email');
  });
  it('forgot: Provide a valid email', () => {
    expect(firstError(forgotPasswordSchema, { email: 'a@example.com' })).toBeNull();
    expect(firstError(forgotPasswordSchema, { email: '' })).toBe('Provide a valid email');
    expect(firstError(forgotPasswordSchema, { email: 'a@' })).toBe('Provide a valid email');
  });
});

describe('verifyOtpSchema', () => {
  it('needs 4 digits and an id', () => {
    expect(firstError(verifyOtpSchema, { otp: '1234', id: 'u1' })).toBeNull();
    expect(firstError(verifyOtpSchema, { otp: '123', id: 'u1' })).toBe(MESSAGES.otp);
    expect(firstError(verifyOtpSchema, { otp: '12a4', id: 'u1' })).toBe(MESSAGES.otp);
    expect(firstError(verifyOtpSchema, { otp: '1234' })).not.toBeNull();
  });
});

describe("the login screen's check without yup (signInErrors)", () => {
  const emails = ['', ' ', 'owner', 'owner@', 'owner@example', 'a b@example.com', ' owner@example.com ', 'owner@example.com', 'x@y.io', 'toString@example.com'];
  const passwords = ['', 'Short#1', 'alllower#1', 'ALLUPPER#1', 'NoDigits#!', 'NoSpecial12', 'Under_score1', 'Owner#Demo1', ' Owner#Demo1 ', 'ÄÖÜäöü#1x'];

  it.each(emails.flatMap((email) => passwords.map((password) => [email, password])))('agrees with loginSchema on %p / %p', (email, password) => {
    const schemaErrors: Record<string, string> = {};
    try {
      loginSchema.validateSync({ email, password }, { abortEarly: false });
    } catch (error) {
      for (const inner of (error as { inner: { path: string; message: string }[] }).inner) schemaErrors[inner.path] ??= inner.message;
    }
    expect(signInErrors({ email, password })).toEqual(schemaErrors);
  });
});
