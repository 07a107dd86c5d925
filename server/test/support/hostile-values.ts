// Arbitrary hostile input for the fuzz walk (fuzz-walk.test.ts): JSON of every kind, biased towards what
// breaks servers, shaped after a route's or event's declared fields so that it gets past the first checks.
import fc from 'fast-check';
import type { AnySchema } from 'yup';

/** Stands in each generated text for the case's marker (see withMarker), so a stored input can be found. */
export const MARK = '\u00a7';

/** Object.prototype's members and friends: keys a schema or a merge could mistake for its own. */
export const PROTOTYPE_KEYS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];

const TRICKY_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ufeff', '\u202e', '%00', '%', '..', '../../etc/passwd', '/', '//evil.example',
  'null', 'undefined', 'true', '0', '-1', '1e308', 'NaN', '[]', '{}', '<script>alert(1)</script>', "'; drop table users; --", '${7*7}', '\r\n\r\n',
  ...PROTOTYPE_KEYS,
];

const TRICKY_NUMBERS = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, 1e21, 123456789.123456];

/** Text: marked, tricky, random (lone surrogates included), an id the account knows, or over every limit. */
export function hostileText(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => MARK + text) },
    { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 2, arbitrary: knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 30_000 }).map((length) => MARK + 'x'.repeat(length)) },
  );
}

export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(fc.constantFrom(...TRICKY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
}

/** A value nested `depth` levels, as lists or objects. */
const nested = (depth: number, asList: boolean, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = asList ? [value] : { a: value };
  return value;
};

/**
 * How deep the deep values go. HTTP bodies are text the walk sends as it is; socket.io's client walks a
 * payload recursively before sending it and overflows its own stack near 3,000 levels in a test worker, so
 * socket payloads stop at 500 (still far beyond the server's bound of 8).
 */
export const MAX_DEPTH = { http: 3_000, socket: 500 } as const;

/** Any JSON value, including deep nesting and objects whose keys are prototype names. */
export function hostileJson(knownIds: readonly string[], maxDepth: number = MAX_DEPTH.http): fc.Arbitrary<unknown> {
  const text = hostileText(knownIds);
  const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }), text);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      hostileNumber(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  }));
  const deep = fc.tuple(fc.integer({ min: 6, max: maxDepth }), fc.boolean(), text).map(([depth, asList, leaf]) => nested(depth, asList, leaf));
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: deep });
}

/** The declared field names of a yup object schema (none for other schemas). */
export function declaredFields(schema: unknown): string[] {
  const fields = (schema as { fields?: Record<string, AnySchema> } | undefined)?.fields;
  if (!fields) return [];
  // A nested block's own fields as 'block.field' (a widget's routing), so their values are walked too.
  return Object.entries(fields).flatMap(([key, field]) => [key, ...declaredFields(field).filter((sub) => !sub.includes('.')).map((sub) => `${key}.${sub}`)]);
}

/**
 * An input for a route or event: an object with the declared fields (each any value, most often of a
 * plausible kind), perhaps extra or prototype-named keys; or any JSON at all.
 */
export function hostileInput(fields: readonly string[], knownIds: readonly string[], maxDepth: number = MAX_DEPTH.http): fc.Arbitrary<unknown> {
  const any = hostileJson(knownIds, maxDepth);
  const fieldValue = fc.oneof(hostileText(knownIds), hostileNumber(), fc.boolean(), fc.constant(null), any);
  const nested = (key: string) => fields.filter((field) => field.startsWith(`${key}.`)).map((field) => field.slice(key.length + 1));
  const valueOf = (key: string) => {
    const inner = nested(key);
    return inner.length ? fc.oneof(fieldValue, fc.record(Object.fromEntries(inner.map((field) => [field, fieldValue])), { requiredKeys: [] })) : fieldValue;
  };
  const top = fields.filter((field) => !field.includes('.'));
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(top.map((field) => [field, valueOf(field)])), { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), any, { maxKeys: 2 }),
    )
    // The extra keys as own properties, as JSON.parse would make them (a spread would not copy __proto__).
    .map(([declared, extra]) => JSON.parse(JSON.stringify(Object.assign(Object.create(null), extra, declared))) as unknown);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 2, arbitrary: any });
}

/** The input with each MARK replaced by `marker` (a case's own), everywhere, keys included (through JSON: deep input would overflow a recursive walk). */
export function withMarker(value: unknown, marker: string): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? value : (JSON.parse(text.split(MARK).join(marker)) as unknown);
}

/** The text with each lone surrogate replaced (a client's URL encoder refuses them). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
