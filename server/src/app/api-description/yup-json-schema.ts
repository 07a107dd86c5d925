import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema } from 'yup';
import type { RouteInput } from '../../http/route-input';

type JsonSchema = Record<string, unknown>;

/** What the API description says of a route's input: the JSON Schema of each declared yup part. */
export function describedInput(schema: RouteInput | undefined): Partial<Record<keyof RouteInput, JsonSchema>> {
  const described: Partial<Record<keyof RouteInput, JsonSchema>> = {};
  for (const part of ['body', 'querystring', 'params'] as const) {
    const yupPart = schema?.[part];
    if (!yupPart) continue;
    const json = toJsonSchema(yupPart);
    // Query and path input become named parameters: an object without properties (NO_INPUT) names none.
    if (part === 'body' || Object.keys((json.properties as object | undefined) ?? {}).length > 0) described[part] = json;
  }
  return described;
}

export function toJsonSchema(schema: AnySchema): JsonSchema {
  return withoutUndefinedChoices(convertSchema(schema)) as JsonSchema;
}

/**
 * yup's `oneOf([...values, undefined])` lets a field be left out; JSON has no undefined, and written as
 * JSON it would read as null, which the validator refuses. Leaving it out is what `required` says.
 */
function withoutUndefinedChoices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefinedChoices);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'enum' && Array.isArray(inner) ? inner.filter((choice) => choice !== undefined) : withoutUndefinedChoices(inner),
    ]),
  );
}
