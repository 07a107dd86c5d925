import { errorMessage } from 'shared-kernel/http';
import { UnexpectedAnswer } from '../api/widget-calls';
import { WIDGET_TEXTS as T } from '../texts';

/** Spec 001 §8: the server's message when it is a string, else 'Something went wrong'. */
export function failureText(err: unknown): string {
  return errorMessage(err instanceof UnexpectedAnswer ? err.answer : err, T.genericError);
}
