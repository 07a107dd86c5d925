import type { AnySchema } from 'yup';

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

type Described = AnySchema & { fields?: Record<string, AnySchema>; innerType?: AnySchema };

/**
 * An object or array where a nested schema wants text or a number (`widgetStyle.backgroundColor: {}`):
 * yup's transforms (trim) would throw on it and the answer would be a 500. The shared validator already
 * refuses it at the top level; this walks the nested objects and lists, and names the field.
 */
export function nestedTypeProblem(schema: AnySchema, value: unknown, path = ''): string | null {
  if (value === null || value === undefined) return null;
  const described = schema as Described;
  if (SCALAR_TYPES.has(described.type)) {
    if (typeof value !== 'object' || value instanceof Date) return null;
    return `${path || 'The value'} must be ${described.type === 'string' ? 'text' : `a ${described.type}`}`;
  }
  if (described.type === 'object' && described.fields && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(described.fields)) {
      const problem = nestedTypeProblem(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  if (described.type === 'array' && described.innerType && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = nestedTypeProblem(described.innerType, item, `${path}[${index}]`);
      if (problem) return problem;
    }
  }
  return null;
}
