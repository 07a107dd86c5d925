/** The HTTP status of a refused call, when there was an answer. */
export const statusOf = (err: unknown): number | undefined => (err as { response?: { status?: number } } | null)?.response?.status;
