// Run a schema and get either the cast value or the first message: what the server answers as a 400.
import { ValidationError, type AnySchema, type InferType } from 'yup';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

/** yup reports object fields in its own order; report them in the order the schema declares them. */
function fieldOrder(schema: AnySchema): string[] {
  const fields = (schema as { fields?: Record<string, unknown> }).fields;
  return fields ? Object.keys(fields) : [];
}

function collect(schema: AnySchema, err: ValidationError): { message: string; errors: Record<string, string> } {
  const order = fieldOrder(schema);
  const rank = (path: string | undefined) => {
    const top = (path ?? '').split(/[.[]/)[0];
    const at = order.indexOf(top);
    return at < 0 ? order.length : at;
  };
  const inner = (err.inner.length ? err.inner : [err]).slice().sort((a, b) => rank(a.path) - rank(b.path));
  const errors: Record<string, string> = {};
  for (const e of inner) {
    const key = e.path ?? '';
    if (!(key in errors)) errors[key] = e.message;
  }
  return { message: inner[0].message, errors };
}

/** Validates and returns the cast value, or the first message (schema field order) plus the first message per field. */
export async function validateWith<S extends AnySchema>(schema: S, input: unknown): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = await schema.validate(input, { abortEarly: false });
    return { ok: true, value };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { ok: false, ...collect(schema, err) };
  }
}

/** The first message of a sync validation (schema field order), or null when valid. */
export function firstError(schema: AnySchema, input: unknown): string | null {
  try {
    schema.validateSync(input, { abortEarly: false });
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return collect(schema, err).message;
    throw err;
  }
}

/** Every field's first message, for forms (empty object when valid). */
export function fieldErrors(schema: AnySchema, input: unknown): Record<string, string> {
  try {
    schema.validateSync(input, { abortEarly: false });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return collect(schema, err).errors;
    throw err;
  }
}
