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

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/**
 * Input from the network may put an object or an array where the schema wants a scalar; yup's
 * transforms (trim, lowercase) would throw on it. Such fields are refused with a message instead.
 */
function wrongTypeErrors(schema: AnySchema, input: unknown): Record<string, string> {
  const fields = (schema as { fields?: Record<string, AnySchema> }).fields;
  const errors: Record<string, string> = {};
  if (!fields || !input || typeof input !== 'object') return errors;
  for (const [key, field] of Object.entries(fields)) {
    const value = (input as Record<string, unknown>)[key];
    if (!SCALAR_TYPES.has(field.type) || value === null || typeof value !== 'object' || value instanceof Date) continue;
    const label = (field.spec as { label?: string }).label ?? key;
    errors[key] = field.type === 'string' ? `${label} must be text` : `${label} must be a ${field.type}`;
  }
  return errors;
}

/** Validates and returns the cast value, or the first message (schema field order) plus the first message per field. */
export function validateSyncWith<S extends AnySchema>(schema: S, input: unknown): ValidationResult<InferType<S>> {
  if (input !== null && input !== undefined && typeof input !== 'object' && (schema as { fields?: unknown }).fields) {
    return { ok: false, message: 'Send the fields as a JSON object', errors: {} };
  }
  const wrongTypes = wrongTypeErrors(schema, input);
  const wrongKeys = fieldOrder(schema).filter((key) => key in wrongTypes);
  if (wrongKeys.length > 0) return { ok: false, message: wrongTypes[wrongKeys[0]], errors: wrongTypes };
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false }) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { ok: false, ...collect(schema, err) };
  }
}

/** validateSyncWith for callers that await (every shared schema's tests are synchronous). */
export async function validateWith<S extends AnySchema>(schema: S, input: unknown): Promise<ValidationResult<InferType<S>>> {
  return validateSyncWith(schema, input);
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
