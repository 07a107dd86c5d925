import type { ApiClient } from 'shared-kernel/http';

export interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  your_website: string;
}

/** POST /auth/signup with the form's values (confirmation stays local). */
export function signup(api: ApiClient, values: SignupValues) {
  return api.call('signup', {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    phoneNumber: values.phoneNumber.trim(),
    your_website: values.your_website.trim(),
  });
}
