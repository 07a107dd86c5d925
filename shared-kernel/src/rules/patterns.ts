// Pattern constants of spec 000 §9 and 001 §9 (the validation re-exports them; the widget uses them without yup).

export const PATTERNS = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  /** 8+ characters with upper, lower, digit and a special character; underscore and whitespace are not special. */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9_\s]).{8,}$/,
  /** Optional leading +, 5 to 15 digits, single spaces or dashes between them. */
  phone: /^\+?\d(?:[ -]?\d){4,14}$/,
  /** http(s)://host with an optional port and path; host is localhost or a dotted name. */
  url: /^https?:\/\/(?:localhost|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)(?::\d{1,5})?(?:[/?#]\S*)?$/,
  /** Activation code. */
  otp: /^\d{4}$/,
} as const;
