import type { AnySchema, InferType } from 'yup';
import { validateWith } from 'shared-kernel/validation';
import { badRequest } from './http-error';

/** Validates a request body with a shared-kernel schema: 400 with the schema's first message when it fails. */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const result = await validateWith(schema, body ?? {});
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}
