// Fresh accounts for the account specs: made through the public calls, verified through the outbox.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './console';
import { codeIn, waitForMail } from './outbox';

export interface NewUser extends Credentials {
  fullName: string;
  phoneNumber: string;
  website: string;
}

let counter = 0;

/** A user nobody has signed up yet (unique per run and call). */
export function freshUser(tag: string): NewUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: 'Nora Tester',
    email: `${tag}-${unique}@example.com`,
    password: 'Start#Pass1',
    phoneNumber: '+15550100',
    website: 'https://shop.example.com',
  };
}

export interface SignedUp {
  id: string;
  /** When the sign-up call was made: the verification mail is not older. */
  since: Date;
}

export async function signUpByApi(request: APIRequestContext, user: NewUser): Promise<SignedUp> {
  const since = new Date();
  const answer = await request.post('/api/auth/signup', {
    data: {
      fullName: user.fullName,
      email: user.email,
      password: user.password,
      phoneNumber: user.phoneNumber,
      your_website: user.website,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { _id } = (await answer.json()) as { _id: string };
  return { id: _id, since };
}

/** Signs up and verifies with the mailed code: an active owner account. */
export async function activeUser(request: APIRequestContext, tag: string, dataDir?: string): Promise<NewUser & { id: string }> {
  const user = freshUser(tag);
  const { id, since } = await signUpByApi(request, user);
  const mail = await waitForMail(user.email, dataDir ? { since, dataDir } : { since });
  const answer = await request.post('/api/users/verify-otp', { data: { otp: codeIn(mail), id } });
  expect(answer.status(), await answer.text()).toBe(200);
  return { ...user, id };
}

export interface ApiLogin {
  _id: string;
  accessToken: string;
  refreshToken: string;
}

export async function apiSignIn(request: APIRequestContext, credentials: Credentials): Promise<ApiLogin> {
  const answer = await request.post('/api/auth/signin', { data: credentials });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ApiLogin;
}

/** A real 1×1 PNG (one opaque red pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
