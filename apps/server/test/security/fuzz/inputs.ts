import fc from 'fast-check';
import { z } from 'zod';
import type { RegisteredRoute } from '../../../src/platform/api-router.ts';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  type?: string | string[];
}

/** Strings that have broken servers before: traversal, injection, markup, control and odd Unicode. */
const NASTY = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '\u0000',
  '\ud800',
  '🧓🏻',
  '٠١٢',
  'a'.repeat(5000),
  '__proto__',
  'constructor',
);

const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: NASTY },
  { weight: 2, arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
);

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Property names and their valid enum values (if any), across unions and intersections. */
function fieldsOf(json: JsonSchema | undefined, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (!json) return into;
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const values = [
      ...(into.get(name) ?? []),
      ...(property.enum ?? []),
      ...(property.const !== undefined ? [property.const] : []),
    ];
    into.set(name, values);
  }
  for (const part of [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])])
    fieldsOf(part, into);
  return into;
}

/** A value for a field: often a valid enum member (to get past discriminators), else anything. */
function valueFor(valid: unknown[]): fc.Arbitrary<unknown> {
  return valid.length > 0 ? fc.oneof(fc.constantFrom(...valid), anyJson) : anyJson;
}

/** An object with some of the contract's fields (arbitrary values) and sometimes unknown extra keys. */
function objectFor(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(jsonSchemaOf(schema));
  const known = Object.fromEntries([...fields].map(([name, valid]) => [name, valueFor(valid)]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 2 }),
    )
    .map(([fieldsPart, extra]) => ({ ...extra, ...fieldsPart }));
}

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export interface FuzzInput {
  /** Path segments, already percent-encoded. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or raw text sent as application/json (malformed JSON). */
  body: { json: unknown } | { raw: string } | undefined;
}

/** A path segment as sent on the wire (already percent-encoded; lone surrogates cannot be encoded). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const paramValue = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeSegment),
  NASTY.filter((s) => s.length > 0).map(encodeSegment),
  // Malformed percent-encodings, sent as they are.
  fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '%2e%2e', '..'),
);

const rawJson = fc.constantFrom('{', '[', '{"a":', 'nul', '"', '{"__proto__":{"x":1}}', '\u0000');

/** Inputs for one route, shaped by its contract: path params, query fields, body fields. */
export function inputsFor(route: RegisteredRoute): fc.Arbitrary<FuzzInput> {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, paramValue])));
  const query = route.query
    ? objectFor(route.query).map((q) =>
        Object.fromEntries(Object.entries(q).map(([k, v]) => [k, asQueryValue(v)])),
      )
    : fc.constant({});
  const body: fc.Arbitrary<FuzzInput['body']> = route.body
    ? fc.oneof(
        { weight: 6, arbitrary: objectFor(route.body).map((json) => ({ json })) },
        { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
        { weight: 1, arbitrary: rawJson.map((raw) => ({ raw })) },
      )
    : fc.constant(undefined);
  return fc.record({ params, query, body });
}
