// Account access forms of spec 001 §5: login, sign-up, profile, passwords, activation.
import { object, ref, string, type InferType } from 'yup';
import { LIMITS } from '../contracts/limits';
import { messageOf } from './messages';
import { PATTERNS } from './patterns';
import { emailRule, optionalNameRule, strongPasswordRule } from './rules';

export const loginSchema = object({
  email: emailRule(messageOf('loginEmail')),
  password: strongPasswordRule(messageOf('loginPassword')),
});

/** The sign-up form (with confirmPassword). */
export const signupSchema = object({
  fullName: string()
    .trim()
    .required(messageOf('signupName'))
    .min(LIMITS.NAME.min, messageOf('signupName'))
    .max(LIMITS.NAME.max, messageOf('signupName')),
  email: emailRule(messageOf('signupEmail')),
  password: strongPasswordRule(messageOf('signupPassword')),
  confirmPassword: string()
    .required(messageOf('passwordMismatch'))
    .oneOf([ref('password')], messageOf('passwordMismatch')),
  /** Optional: 5 to 12 characters and the phone pattern. */
  phoneNumber: string()
    .trim()
    .default('')
    .test('signup-phone', messageOf('signupPhone'), (value) => {
      if (!value) return true;
      return value.length >= LIMITS.PHONE.min && value.length <= LIMITS.PHONE.max && PATTERNS.phone.test(value);
    }),
  your_website: string().trim().required(messageOf('signupWebsite')).matches(PATTERNS.url, messageOf('signupWebsite')),
});

/** POST /auth/signup body as the server checks it. */
export const signupPayloadSchema = signupSchema.omit(['confirmPassword']);

export const profileSchema = object({
  fullName: optionalNameRule(messageOf('profileFullName')),
  jobTitle: string().trim(),
  userBio: string().trim(),
});

/** The change-password form. */
export const changePasswordSchema = object({
  currentPassword: strongPasswordRule(messageOf('passwordRule')),
  newPassword: strongPasswordRule(messageOf('passwordRule')).notOneOf([ref('currentPassword')], messageOf('samePassword')),
  confirmPassword: string()
    .required(messageOf('passwordMismatch'))
    .oneOf([ref('newPassword')], messageOf('passwordMismatch')),
});

/** PATCH /users/change-password body ({ currentPassword, newPassword }). */
export const changePasswordPayloadSchema = changePasswordSchema.omit(['confirmPassword']);

/** The reset-password form (token comes from the link). */
export const resetPasswordSchema = object({
  email: emailRule(messageOf('resetEmail')),
  password: strongPasswordRule(messageOf('passwordRule')),
  confirmPassword: string()
    .required(messageOf('passwordMismatch'))
    .oneOf([ref('password')], messageOf('passwordMismatch')),
});

/** POST /users/set-forgot-password body. */
export const setForgotPasswordSchema = object({
  email: emailRule(messageOf('resetEmail')),
  token: string().trim().required(),
  newPassword: strongPasswordRule(messageOf('passwordRule')),
});

export const forgotPasswordSchema = object({
  email: emailRule(messageOf('forgotEmail')),
});

/** POST /users/verify-otp: the user id of the activation path and the 4-digit code. */
export const verifyOtpSchema = object({
  otp: string().trim().required(messageOf('otp')).matches(PATTERNS.otp, messageOf('otp')),
  id: string().trim().required(),
});

export type LoginForm = InferType<typeof loginSchema>;
export type SignupForm = InferType<typeof signupSchema>;
export type ProfileForm = InferType<typeof profileSchema>;
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;
export type ResetPasswordForm = InferType<typeof resetPasswordSchema>;
export type ForgotPasswordForm = InferType<typeof forgotPasswordSchema>;
