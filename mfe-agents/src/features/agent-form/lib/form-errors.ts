// The message a field shows: its error once it was left (touched) or the form was submitted.
import { getIn, type FormikProps } from 'formik';

export function shownError<V>(form: Pick<FormikProps<V>, 'errors' | 'touched' | 'submitCount'>, path: string): string | undefined {
  if (!getIn(form.touched, path) && form.submitCount === 0) return undefined;
  const message: unknown = getIn(form.errors, path);
  return typeof message === 'string' ? message : undefined;
}
