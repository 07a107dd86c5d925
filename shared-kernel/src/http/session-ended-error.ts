/** The session could not be renewed: it was cleared and the user must sign in again. */
export class SessionEndedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionEndedError';
  }
}
