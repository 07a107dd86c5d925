// The login form's check (spec 001 §5, "submit validates"): loginSchema's patterns and messages, without
// yup, so the login screen downloads no schema library. The server still checks the body with loginSchema.
import { MESSAGES } from './messages';
import { PATTERNS } from './patterns';

export interface SignInFields {
  email: string;
  password: string;
}

/** Each field's message when it breaks its rule; empty when both pass. */
export function signInErrors({ email, password }: SignInFields): Partial<Record<keyof SignInFields, string>> {
  const errors: Partial<Record<keyof SignInFields, string>> = {};
  if (!PATTERNS.email.test(email.trim())) errors.email = MESSAGES.loginEmail;
  if (!PATTERNS.password.test(password)) errors.password = MESSAGES.loginPassword;
  return errors;
}
