// Props that tie an MUI TextField to one formik field: value, handlers, and the field's message once
// it was touched (or a message forced by the caller, e.g. the live mismatch flag).
import type { ChangeEvent, FocusEvent } from 'react';

interface FormLike<V> {
  values: V;
  touched: Partial<Record<keyof V, unknown>>;
  errors: Partial<Record<keyof V, unknown>>;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function fieldError<V>(form: FormLike<V>, name: keyof V): string | undefined {
  const error = form.errors[name];
  return form.touched[name] && typeof error === 'string' ? error : undefined;
}

export function fieldProps<V>(form: FormLike<V>, name: keyof V & string, forcedError?: string) {
  const error = fieldError(form, name) ?? forcedError;
  return {
    id: `field-${name}`,
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
  };
}
