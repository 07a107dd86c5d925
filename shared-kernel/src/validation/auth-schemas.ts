// Account access forms of spec 001 §5: login, sign-up, profile, passwords, activation.
import { object, ref, string, type InferType } from 'yup';
import { LIMITS } from '../contracts/limits';
import { MESSAGES } from './messages';
import { PATTERNS } from './patterns';
import { emailRule, optionalNameRule, strongPasswordRule } from './rules';

export const loginSchema = object({
  email: emailRule(MESSAGES.loginEmail),
  password: strongPasswordRule(MESSAGES.loginPassword),
});

/** The sign-up form (with confirmPassword). */
export const signupSchema = object({
  fullName: string()
    .trim()
    .required(MESSAGES.signupName)
    .min(LIMITS.NAME.min, MESSAGES.signupName)
    .max(LIMITS.NAME.max, MESSAGES.signupName),
  email: emailRule(MESSAGES.signupEmail),
  password: strongPasswordRule(MESSAGES.signupPassword),
  confirmPassword: string()
    .required(MESSAGES.passwordMismatch)
    .oneOf([ref('password')], MESSAGES.passwordMismatch),
  /** Optional: 5 to 12 characters and the phone pattern. */
  phoneNumber: string()
    .trim()
    .default('')
    .test('signup-phone', MESSAGES.signupPhone, (value) => {
      if (!value) return true;
      return value.length >= LIMITS.PHONE.min && value.length <= LIMITS.PHONE.max && PATTERNS.phone.test(value);
    }),
  your_website: string().trim().required(MESSAGES.signupWebsite).matches(PATTERNS.url, MESSAGES.signupWebsite),
});

/** POST /auth/signup body as the server checks it. */
export const signupPayloadSchema = signupSchema.omit(['confirmPassword']);

export const profileSchema = object({
  fullName: optionalNameRule(MESSAGES.profileFullName),
  jobTitle: string().trim(),
  userBio: string().trim(),
});

/** The change-password form. */
export const changePasswordSchema = object({
  currentPassword: strongPasswordRule(MESSAGES.passwordRule),
  newPassword: strongPasswordRule(MESSAGES.passwordRule).notOneOf([ref('currentPassword')], MESSAGES.samePassword),
  confirmPassword: string()
    .required(MESSAGES.passwordMismatch)
    .oneOf([ref('newPassword')], MESSAGES.passwordMismatch),
});

/** PATCH /users/change-password body ({ currentPassword, newPassword }). */
export const changePasswordPayloadSchema = changePasswordSchema.omit(['confirmPassword']);

/** The reset-password form (token comes from the link). */
export const resetPasswordSchema = object({
  email: emailRule(MESSAGES.resetEmail),
  password: strongPasswordRule(MESSAGES.passwordRule),
  confirmPassword: string()
    .required(MESSAGES.passwordMismatch)
    .oneOf([ref('password')], MESSAGES.passwordMismatch),
});

/** POST /users/set-forgot-password body. */
export const setForgotPasswordSchema = object({
  email: emailRule(MESSAGES.resetEmail),
  token: string().trim().required(),
  newPassword: strongPasswordRule(MESSAGES.passwordRule),
});

export const forgotPasswordSchema = object({
  email: emailRule(MESSAGES.forgotEmail),
});

/** POST /users/verify-otp: the user id of the activation path and the 4-digit code. */
export const verifyOtpSchema = object({
  otp: string().trim().required(MESSAGES.otp).matches(PATTERNS.otp, MESSAGES.otp),
  id: string().trim().required(),
});

export type LoginForm = InferType<typeof loginSchema>;
export type SignupForm = InferType<typeof signupSchema>;
export type ProfileForm = InferType<typeof profileSchema>;
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;
export type ResetPasswordForm = InferType<typeof resetPasswordSchema>;
export type ForgotPasswordForm = InferType<typeof forgotPasswordSchema>;
