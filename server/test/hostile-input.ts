// fast-check arbitraries for hostile request input, for the route fuzz test (route-fuzz.test.ts):
// given a realistic request for a route, they make variants of its path parameters, query and body
// that no form would send — NUL and lone surrogates, huge and negative numbers, wrong types, deep
// nesting, empty and truncated bodies, arrays for objects, very long strings.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '../lib/route';

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '😀\ud83d',
  'null',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '9223372036854775808',
  'NaN',
  '0x10',
  '2025-13-45',
  '0000-00-00',
  '9999-12-31T25:61:61Z',
  '24:00',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%',
  '\u202e\u0301\ufeff',
  'a'.repeat(5_000),
];

const HOSTILE_NUMBERS = [-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, Number.MIN_VALUE];

/** Deeply nested arrays or objects, written out so building them needs no recursion. */
const deep = fc
  .record({ depth: fc.integer({ min: 10, max: 1_000 }), object: fc.boolean() })
  .map(({ depth, object }) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = object ? { a: value } : [value];
    return value;
  });

/** One hostile JSON value: a wrong type, an extreme number, a poisoned or huge string, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [{}], { id: -1 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom<unknown>(...HOSTILE_STRINGS, -1, 2 ** 63), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 100_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A path segment or query value as sent on the wire (percent-encoded; a lone surrogate as raw bytes). */
function encodeForUrl(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // A lone surrogate has no UTF-8; send the bytes it would have in CESU-8.
  }
}

const hostileSegment = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 200 && s !== '')).map(encodeForUrl),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%FF', '%2F', '%25', 'a'.repeat(150)),
  fc.integer().map(String),
);

/** Keys of a zod object schema (through optional, default, pipe and the like), or none. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 8 && current; i++) {
    const node = current as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } };
    if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
    current = node.def?.in ?? node.def?.innerType;
  }
  return [];
}

/** The route's `:params` with the values the realistic request put there. */
function baseParams(def: RouteDef, path: string): Record<string, string> {
  const pattern = def.url.split('/');
  const actual = path.split('/');
  const params: Record<string, string> = {};
  pattern.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = actual[i] ?? '1';
  });
  return params;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** A hostile body: a raw text (empty, truncated, a bare scalar), a mutated copy of the real one, or any JSON. */
function hostileBody(def: RouteDef, base: unknown): fc.Arbitrary<{ raw: string | undefined } | { json: unknown }> {
  const keys = [...new Set([...schemaKeys(def.body), ...(isPlainObject(base) ? Object.keys(base) : [])])];
  const mutated = fc
    .record({
      changes: fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.string(), hostileValue, { maxKeys: 4 }),
      extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'company', 'k\u0000'), hostileValue, {
        maxKeys: 1,
      }),
    })
    .map(({ changes, extra }) => ({ json: { ...(isPlainObject(base) ? base : {}), ...changes, ...extra } }));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    {
      weight: 2,
      arbitrary: fc.constantFrom(undefined, '', '{}', 'null', '[]', '5', '"x"', 'true', '{"a":', '[{}]').map((raw) => ({
        raw,
      })),
    },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 3 }).map((json) => ({ json })) },
  );
}

/**
 * Variants of `base` (a realistic request for `def`): each keeps or spoils the path parameters, the
 * query and the body, and sometimes sends an Idempotency-Key, so the server hashes the body too.
 */
export function hostileRequests(def: RouteDef, base: InjectOptions): fc.Arbitrary<InjectOptions> {
  const [path = def.url, search = ''] = String(base.url ?? def.url).split('?');
  const params = baseParams(def, path);
  const query = Object.fromEntries([...new URLSearchParams(search)].map(([k, v]) => [k, encodeForUrl(v)]));
  const queryKeys = [...new Set([...schemaKeys(def.query), ...Object.keys(query), 'page', 'search'])];
  const paramArbs = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: hostileSegment }),
    ]),
  );
  return fc
    .record({
      params: fc.record(paramArbs),
      query: fc.dictionary(fc.constantFrom(...queryKeys), hostileSegment, { maxKeys: 3 }),
      body: fc.option(hostileBody(def, base.payload), { freq: 4 }),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constant('k'.repeat(2_000))), { freq: 2 }),
    })
    .map(({ params: spoiled, query: spoiledQuery, body, idempotencyKey }) => {
      const url = def.url.replace(/:(\w+)/g, (_, name: string) => spoiled[name] ?? '1');
      const queryText = Object.entries({ ...query, ...spoiledQuery })
        .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
        .join('&');
      const headers: Record<string, string> = Object.fromEntries(
        Object.entries(base.headers ?? {}).map(([k, v]) => [k, String(v)]),
      );
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      const request: InjectOptions = {
        ...base,
        method: def.method,
        url: queryText ? `${url}?${queryText}` : url,
        headers,
      };
      if (body === null) return request;
      delete headers['content-type'];
      if ('json' in body) {
        headers['content-type'] = 'application/json';
        return { ...request, payload: JSON.stringify(body.json) ?? 'null' };
      }
      if (body.raw !== undefined) headers['content-type'] = 'application/json';
      return { ...request, payload: body.raw };
    });
}
