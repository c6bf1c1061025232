/**
 * fast-check generators for requests. Paths are assembled from the real route vocabulary (the
 * literal segments and `:actions` of the manifest), so a good share of them reach real
 * operations, mixed with values and escapes that are valid HTTP but hostile to decoders.
 * Everything generated stays inside what Node's HTTP parser accepts (printable ASCII in the
 * target, known methods), so every answer must come from the server code itself.
 */
import fc from 'fast-check';
import type { RouteSpec } from '../../../generated/ica/server/core/service.ts';
import { API_KEY, mintJwt, unsignedJwt } from '../../contract/support/credentials.ts';
import { service } from '../../contract/support/ica.ts';
import type { RawRequest } from './raw-http.ts';

const literals = [...new Set(service.routes.flatMap((r) => r.path.split(/[/:]/).filter((s) => s && !s.startsWith('{'))))];
const actions = [...new Set(service.routes.flatMap((r) => /:([a-zA-Z]+)$/.exec(r.path)?.[1] ?? []))];

/** Escapes that are malformed, overlong, NUL, or that change meaning when decoded too early. */
export const ODD_ESCAPES = [
  '%', '%%', '%zz', '%2', '%C0%AF', '%E0%80%AF', '%ED%A0%80', '%FF', '%00', '%2F', '%2f', '%3A',
  '%3a', '%23', '%3F', '%25', '%2e%2e', '%2E', '%u0041', '%F0%9F%9A%80', '%0D%0A',
];
const SPECIAL_SEGMENTS = ['', '.', '..', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', '*'];
/** Printable ASCII except space: the bytes Node's parser allows in a request target. */
const TARGET_CHARS = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i)).filter(
  (c) => c !== '?' && c !== '#',
);

const targetText = (maxLength: number) =>
  fc.array(fc.constantFrom(...TARGET_CHARS), { maxLength }).map((chars) => chars.join(''));

const segment = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...literals) },
  { weight: 2, arbitrary: targetText(12) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_ESCAPES, ...SPECIAL_SEGMENTS) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...literals), fc.constantFrom(...ODD_ESCAPES), targetText(4)), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

const actionSuffix = fc.option(
  fc.oneof(fc.constantFrom(...actions).map((a) => `:${a}`), targetText(6).map((a) => `:${a}`), fc.constant(':')),
  { nil: '', freq: 3 },
);

const query = fc.option(
  fc.array(fc.tuple(fc.oneof(fc.constant('tenant'), targetText(6)), fc.oneof(targetText(10), fc.constantFrom(...ODD_ESCAPES))), {
    maxLength: 4,
  }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  { nil: '', freq: 2 },
);

export const methodArb = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND');

const paramValue = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  targetText(16).filter((s) => s.length > 0),
  fc.constantFrom(...ODD_ESCAPES, ...SPECIAL_SEGMENTS),
);

/** A real route's path with fuzzed values, sometimes with its action or tail changed. */
const routePath = fc
  .tuple(fc.constantFrom(...service.routes), fc.array(paramValue, { minLength: 4, maxLength: 4 }), fc.option(segment, { nil: undefined, freq: 4 }), actionSuffix)
  .map(([route, values, extra, action]) => {
    const path = fillPath(route, values);
    return `${extra !== undefined ? `${path}/${extra}` : path}${action}`;
  });

/** Paths made up from the route vocabulary: mostly misses, which must be clean 404s/405s. */
const vocabularyPath = fc
  .tuple(
    fc.oneof({ weight: 6, arbitrary: fc.constant('/api') }, { weight: 1, arbitrary: fc.constantFrom('/', '//api', '/API', '/api/', '/api%2F') }),
    fc.array(segment, { maxLength: 8 }),
    actionSuffix,
  )
  .map(([root, segments, action]) => `${root}${segments.map((s) => `/${s}`).join('')}${action}`);

export const pathArb = fc
  .tuple(fc.oneof({ weight: 3, arbitrary: routePath }, { weight: 2, arbitrary: vocabularyPath }), query)
  .map(([path, search]) => `${path}${search}`);

/** Credentials, good and bad, in the headers that carry them. */
export async function credentialArb(): Promise<fc.Arbitrary<[string, string][]>> {
  const jwt = await mintJwt({ sub: 'fuzz', src: 'BasicAuth' });
  const expired = await mintJwt({ sub: 'fuzz' }, { expiresIn: -5 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, string][]>([['X-API-Key', API_KEY]]) },
    { weight: 3, arbitrary: fc.constant<[string, string][]>([['Authorization', `Bearer ${jwt}`]]) },
    { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          `Bearer ${expired}`,
          `Bearer ${unsignedJwt({ sub: 'x' })}`,
          `Bearer ${jwt.slice(0, -3)}`,
          'Bearer',
          'Bearer a.b.c',
          'Basic',
          'Basic !!!',
          'Basic Og==',
          'Digest x',
          `Bearer ${'A'.repeat(4000)}`,
        )
        .map((value): [string, string][] => [['Authorization', value]]),
    },
    { weight: 1, arbitrary: targetText(40).map((key): [string, string][] => [['X-API-Key', key || 'x']]) },
  );
}

const acceptArb = fc.option(
  fc.constantFrom(
    'application/vnd.illumina.v3+json',
    'application/vnd.illumina.v2+json',
    'application/vnd.illumina.v999+json',
    'application/vnd.illumina.v3+json;q=0, */*;q=0',
    '*/*',
    'text/html',
    'application/vnd.illumina.v-1+json',
    ';;;,,,q=abc',
  ),
  { nil: undefined },
);

const contentTypeArb = fc.option(
  fc.constantFrom('application/json', 'application/merge-patch+json', 'text/plain', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
  { nil: undefined },
);

/** JSON documents, broken JSON, and bytes that are not text at all. */
export const bodyArb = fc.option(
  fc.oneof(
    { weight: 4, arbitrary: fc.json({ maxDepth: 4 }).map((text) => Buffer.from(text, 'utf8')) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{', '[1,]', '{"a":1,}', 'nul', '\uFEFF{}', '{"a":"\\x"}', '1e999999', '"\\ud800"', 'NaN', '')
        .map((text) => Buffer.from(text, 'utf8')),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  ),
  { nil: undefined, freq: 2 },
);

export async function randomRequestArb(): Promise<fc.Arbitrary<RawRequest>> {
  const credentials = await credentialArb();
  return fc
    .record({ method: methodArb, target: pathArb, credentials, accept: acceptArb, contentType: contentTypeArb, body: bodyArb, gzip: fc.boolean() })
    .map(({ method, target, credentials, accept, contentType, body, gzip }) => ({
      method,
      target,
      headers: [
        ...credentials,
        ...(accept !== undefined ? [['Accept', accept] as [string, string]] : []),
        ...(contentType !== undefined ? [['Content-Type', contentType] as [string, string]] : []),
        ...(gzip ? [['Accept-Encoding', 'gzip'] as [string, string]] : []),
      ],
      ...(body !== undefined ? { body } : {}),
    }));
}

/** A real route with fuzzed parameter values (encoded or raw) and a fuzzed body, with valid credentials. */
export function routeRequestArb(): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      route: fc.constantFrom(...service.routes),
      values: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
      contentType: contentTypeArb,
      body: bodyArb,
    })
    .map(({ route, values, contentType, body }) => ({
      method: route.method,
      target: fillPath(route, values),
      headers: [
        ['X-API-Key', API_KEY] as [string, string],
        ...(contentType !== undefined ? [['Content-Type', contentType] as [string, string]] : []),
      ],
      ...(body !== undefined ? { body } : {}),
    }));
}

function fillPath(route: RouteSpec, values: string[]): string {
  let i = 0;
  return route.path.replace(/\{[^{}]+\}/g, () => values[i++ % values.length]!);
}
