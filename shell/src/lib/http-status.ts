/** The HTTP status of a failed call (the client rejects with an axios error), or null for transport errors. */
export function httpStatus(err: unknown): number | null {
  const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}
