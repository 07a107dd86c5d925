import type { AxiosError } from 'axios';

/** axios' own test (`axios.isAxiosError`), without importing axios: it is downloaded with the first call. */
export function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}
