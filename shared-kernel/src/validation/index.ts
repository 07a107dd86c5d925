// Public surface of shared-kernel/validation: yup schemas with the specs' exact messages (isomorphic).
export { LANGUAGE_MESSAGE, MESSAGES, type MessageKey } from './messages';
export { PATTERNS } from './patterns';
// Also in shared-kernel/rules (without yup), where screens that check no schema take them from.
export { isSendableText, cleanDomain, confirmMismatchLive, hasChanges, cannedQuery, amountInCents } from 'shared-kernel/rules';
export { validateWith, validateSyncWith, firstError, fieldErrors, type ValidationResult } from './validate';
export {
  loginSchema,
  signupSchema,
  signupPayloadSchema,
  profileSchema,
  changePasswordSchema,
  changePasswordPayloadSchema,
  resetPasswordSchema,
  setForgotPasswordSchema,
  forgotPasswordSchema,
  verifyOtpSchema,
  type LoginForm,
  type SignupForm,
  type ProfileForm,
  type ChangePasswordForm,
  type ResetPasswordForm,
  type ForgotPasswordForm,
} from './auth-schemas';
export {
  notificationEmailSchema,
  widgetSchema,
  widgetUpdateSchema,
  widgetRoutingSchema,
  cannedMessageSchema,
  autoMessageSchema,
  type WidgetForm,
  type WidgetUpdateForm,
  type CannedMessageForm,
  type AutoMessageForm,
} from './settings-schemas';
export {
  agentSchema,
  agentEditSchema,
  shiftTimeSchema,
  shiftSchema,
  shiftsSchema,
  departmentSchema,
  type AgentForm,
  type ShiftForm,
  type DepartmentForm,
} from './agent-schemas';
export {
  contactSchema,
  guestContactSchema,
  paymentRequestSchema,
  type ContactForm,
  type GuestContactForm,
  type PaymentRequestForm,
} from './contact-schemas';
