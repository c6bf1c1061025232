/**
 * Mock data for `sdkgen serve --mock`: a fast-check arbitrary of every value a response schema
 * (the manifest's `response.schema`, in the IR) allows, honouring what validation checks: enums,
 * formats (date-time, date, time, duration, uuid, email, uri, uri-reference, uri-template,
 * json-pointer, hostname, ipv4/ipv6, byte), bounds, lengths, patterns, item counts, nullable,
 * unions (a `oneOf` value matching one variant) and `allOf` parts. A schema's own example comes
 * first, when it fits the whole schema, nested properties and items too (ir/value-matches.ts).
 * Values are drawn with a seed, so a mock answers the same data on every run.
 */
import { hasAccessFlag } from '../../ir/access-flag.ts';
import { URI_TEMPLATE } from '../../ir/uri-template.ts';
import { scalarIntersectionPart } from '../../ir/scalar-intersection.ts';
import fc from 'fast-check';
import type { Schema } from '../../ir/types.ts';
import { INT32_MAX, INT32_MIN, safeRegExp } from '../../ir/example-fits.ts';
import { type Direction, matchingVariants, valueMatches } from '../../ir/value-matches.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { mergedIntersection } from '../../ir/merged-intersection.ts';
import { mergedParts } from '../../ir/merged-parts.ts';
import { oneOfApart } from './one-of-apart.ts';
import { patternArbitrary } from './pattern-text.ts';
import { propertyCounts } from '../../ir/property-counts.ts';

export interface ArbitraryContext {
  /** Named schemas by name, for `$ref`s. */
  schemas: ReadonlyMap<string, Schema>;
  /** Leave out `writeOnly` properties (a response) or `readOnly` ones (a request). */
  direction: 'response' | 'request';
  /** Draw every value from its schema, ignoring the description's examples (which may break it). Default: examples first. */
  ignoreExamples?: boolean;
}

/** Deeper than this, optional properties are left out and lists are empty, so recursive schemas end. */
const MAX_DEPTH = 4;
/**
 * A schema still recursing this deep requires itself (through required properties, or lists
 * with a minimum length), so no finite value fits it; it gets `null`, which its validator then
 * refuses, rather than arbitraries built until the stack overflows.
 */
const GIVE_UP_DEPTH = MAX_DEPTH + 16;

export function schemaArbitrary(schema: Schema, ctx: ArbitraryContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > GIVE_UP_DEPTH) return fc.constant(null);
  const example = schema.meta.example;
  if (example !== undefined && schema.kind !== 'ref' && !ctx.ignoreExamples && valueMatches(schema, example, ctx.schemas)) return fc.constant(example);
  switch (schema.kind) {
    case 'unknown':
      return fc.constant({});
    case 'ref': {
      const named = ctx.schemas.get(schema.name);
      return named ? schemaArbitrary(named, ctx, depth + 1) : fc.constant({});
    }
    case 'string':
      return stringArbitrary(schema.enum, schema.format, schema.meta.constraints ?? {});
    case 'integer':
    case 'number':
      return numberArbitrary(schema.kind, schema.enum, int32Bounded(schema.format, schema.meta.constraints ?? {}));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constant(schema.value);
    case 'array': {
      const constraints = schema.meta.constraints ?? {};
      const minLength = numberOr(constraints.minItems, 0);
      // An empty list at the limit, without building its items: they may be the schema itself (a JSON value type).
      if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
      const maxLength = depth >= MAX_DEPTH ? minLength : Math.max(minLength, Math.min(numberOr(constraints.maxItems, 3), minLength + 3));
      const items = schemaArbitrary(schema.items, ctx, depth + 1);
      const length = { minLength: Math.max(minLength, depth >= MAX_DEPTH ? 0 : Math.min(1, maxLength)), maxLength };
      const list = constraints.uniqueItems === true ? fc.uniqueArray(items, { ...length, selector: (value) => JSON.stringify(value) }) : fc.array(items, length);
      return resolveRef(schema.items, ctx.schemas).kind === 'intersection' ? list.map((drawn) => fittingItems(drawn, schema.items, ctx, minLength)) : list;
    }
    case 'object':
      return objectArbitrary(schema, ctx, depth);
    case 'union': {
      const each = schema.variants.map((variant) => schemaArbitrary(variant, ctx, depth + 1));
      const any = fc.oneof(...each);
      return schema.mode === 'oneOf' && schema.variants.length > 1 ? exactlyOne(any, each, schema.variants, ctx.schemas, ctx.direction, schema.discriminator === undefined) : any;
    }
    case 'intersection': {
      // Objects merge property by property (merged-intersection.ts); anything else, part by part.
      const merged = mergedIntersection(schema.parts, ctx.schemas);
      if (merged) return objectArbitrary(merged, ctx, depth);
      // No part an object (a list or a scalar typed in several `allOf` parts): a value of the
      // most constrained part, which the validator then holds to all of them.
      const scalar = scalarIntersectionPart(schema.parts, ctx.schemas);
      if (scalar) return schemaArbitrary(scalar, ctx, depth + 1);
      // Otherwise (properties beside a `oneOf` of required lists: InfluxDB's DBRP takes `orgID` or
      // `org`), one object from the parts' values, without the names only the variants not drawn require.
      return fc.tuple(...schema.parts.map((part) => schemaArbitrary(part, ctx, depth + 1))).map((values) => mergedParts(schema.parts, values, ctx.schemas));
    }
  }
}

/** Draws tried for a `oneOf` value that matches exactly one variant. */
const ONE_OF_TRIES = 8;
/** Seeds of the tries, spread over the 32-bit range (the golden ratio's step) rather than consecutive. */
const SEED_STEP = 0x9e3779b1;

/**
 * A `oneOf` value that matches exactly one of its variants (ir/value-matches.ts), read in the
 * value's direction, as JSON Schema and a validating proxy demand. Variants often overlap (Zoom's
 * all-optional settings objects, Vercel's deployments), so the first draw that matches only one
 * is kept: a draw from any variant, then one from each variant in turn, at least 8 in all.
 * GSMtasks' user is four open objects of which only one (on duty) a value can match alone: drawn
 * at random, 8 tries missed it one time in ten. Where no draw matches one, the first that
 * matches several is kept, set apart from all but one of them where it can be and the union has
 * no discriminator to tell its variants by (one-of-apart.ts; a variant no value satisfies, as
 * Linode's label patterns make theirs, is then passed over), else the first draw. (Jira's default
 * values are a discriminated union of variants that do not fix the discriminator, closed beside
 * it, so that as JSON Schema reads it no item fits: items that match several variants are left
 * out of its lists.)
 *
 * The draws are samples seeded from one drawn number, made one at a time, so a union whose first
 * draw fits costs one draw. (fast-check's infiniteStream would be lazy too, but a value mapped
 * from it is re-mapped from a clone of the stream when fast-check clones it, and nested in
 * records and lists that clone came back empty, leaving properties undefined.)
 */
function exactlyOne(
  any: fc.Arbitrary<unknown>,
  each: fc.Arbitrary<unknown>[],
  variants: Schema[],
  schemas: ReadonlyMap<string, Schema>,
  direction: Direction,
  setApart: boolean,
): fc.Arbitrary<unknown> {
  const tries = Math.max(ONE_OF_TRIES, each.length + 1);
  return fc.integer({ min: 0, max: 0x7fffffff }).map((seed) => {
    let fallback: { value: unknown } | undefined;
    let first: unknown;
    for (let index = 0; index < tries; index++) {
      const from = index === 0 ? any : each[(seed + index) % each.length]!;
      const value = fc.sample(from, { seed: (seed + index * SEED_STEP) | 0, numRuns: 1 })[0];
      if (index === 0) first = value;
      const matched = matchingVariants(variants, value, schemas, 0, direction);
      if (matched === 1) return value;
      if (matched > 1) fallback ??= { value };
    }
    // Open variants that require nothing match every object: set apart the one a value was drawn for.
    if (fallback && setApart) return oneOfApart(fallback.value, variants, schemas, direction) ?? fallback.value;
    return fallback ? fallback.value : first;
  });
}

const SCALAR_KINDS = new Set<Schema['kind']>(['string', 'integer', 'number', 'boolean', 'literal', 'null']);

function objectArbitrary(schema: Extract<Schema, { kind: 'object' }>, ctx: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  const hidden = ctx.direction === 'response' ? 'writeOnly' : 'readOnly';
  const counts = propertyCounts(schema);
  // `maxProperties` (Amadeus's warning sources allow one): the required ones, then optional ones while there is room.
  let room = counts.optionalRoom;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  let leavesOut = false;
  for (const property of schema.properties) {
    // A response never carries a `writeOnly` property, nor a request a `readOnly` one, even a
    // required one (Apideck's SharedLink.target_id): OpenAPI's `required` applies to the other direction only.
    if (hasAccessFlag(property.schema, hidden, ctx.schemas)) continue;
    if (!property.required) {
      if (room <= 0) continue;
      // Optional properties are there too (richer data). At the depth limit only scalar ones stay:
      // containers are what recurse, while a scalar such as `type: [artist]` is what tells a oneOf
      // variant from its siblings (an empty object would match every all-optional variant).
      if (depth >= MAX_DEPTH && !SCALAR_KINDS.has(property.schema.kind)) continue;
      room--;
    }
    const value = schemaArbitrary(property.schema, ctx, depth + 1);
    // An optional property whose `allOf` parts contradict each other (Codat's currency: a string
    // and `type: null`) has no value at all, so a draw that fits not all of them is left out.
    const contradictory = !property.required && resolveRef(property.schema, ctx.schemas).kind === 'intersection';
    leavesOut ||= contradictory;
    fields[property.name] = contradictory ? value.map((drawn) => (valueMatches(property.schema, drawn, ctx.schemas) ? drawn : LEFT_OUT)) : value;
  }
  // `minProperties` beyond the declared ones: extra properties, of the additional-properties schema.
  const extra = schema.additionalProperties;
  for (const name of counts.extraNames(Object.keys(fields))) fields[name] = typeof extra === 'object' ? schemaArbitrary(extra, ctx, depth + 1) : fc.constant('value');
  // Only objects that may leave a property out pay for the pass that removes it.
  return leavesOut ? fc.record(fields).map(withoutLeftOut) : fc.record(fields);
}

/**
 * The items of a drawn list that fit its `items` schema, where that is an `allOf` whose parts may
 * contradict each other, so that some items have no value at all: Jira's default values are a
 * closed object with no properties (JSON Schema refuses every property) and a oneOf of objects.
 * Where fewer fit than the list must hold (`minItems`), the list stays as drawn.
 */
export function fittingItems(drawn: unknown[], items: Schema, ctx: ArbitraryContext, minLength = 0): unknown[] {
  if (resolveRef(items, ctx.schemas).kind !== 'intersection') return drawn;
  const fitting = drawn.filter((item) => valueMatches(items, item, ctx.schemas, 0, ctx.direction));
  return fitting.length >= minLength ? fitting : drawn;
}

/** Marks a drawn property that must not be sent. */
const LEFT_OUT = Symbol('left out');

function withoutLeftOut(record: Record<string, unknown>): Record<string, unknown> {
  if (!Object.values(record).includes(LEFT_OUT)) return record;
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== LEFT_OUT));
}

/**
 * An absolute URL on a few example origins. `fc.webUrl()` draws domains such as `d--38zqcnqr.mvs`
 * (2 in 500), which ajv's `url` format refuses (dev.to's article links, behind Prism).
 */
const webAddress = () => fc.tuple(fc.constantFrom('https://example.com', 'https://api.example.org', 'http://example.net'), fc.webPath()).map(([origin, path]) => origin + path);

/** RFC 6901 pointers of up to three steps, `~` and `/` escaped (`/a~1b/0`), which makes any step's text a valid one. */
const jsonPointer = () =>
  fc
    .array(fc.oneof(fc.constantFrom('data', 'items', '0', 'a/b', 'x~y'), fc.string({ maxLength: 6 })), { maxLength: 3 })
    .map((steps) => steps.map((step) => `/${step.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString()),
  date: () => fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  time: () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(11, 19)),
  // RFC 3339 durations (JSON Schema's, ir/duration-format.ts: whole seconds), which the validators and ajv read alike (Azure Batch's timeouts).
  duration: () => fc.tuple(fc.nat(30), fc.nat(23), fc.nat(59)).map(([days, hours, minutes]) => `P${days}DT${hours}H${minutes}M`),
  uuid: () => fc.uuid({ version: 4 }),
  email: () => fc.constantFrom('ada@example.com', 'grace@example.org', 'alan@example.net'),
  uri: () => webAddress(),
  'uri-reference': () => fc.oneof(fc.webPath(), webAddress()),
  url: () => webAddress(),
  // GitHub's hypermedia links: an address, sometimes with an RFC 6570 expression after it (a
  // template's literals leave out some of a path's characters, such as `'`).
  'uri-template': () =>
    fc
      .tuple(webAddress(), fc.constantFrom('', '{/id}', '{?page,per_page}'))
      .map(([address, expression]) => address + expression)
      .filter((text) => URI_TEMPLATE.test(text)),
  'json-pointer': () => jsonPointer(),
  'relative-json-pointer': () => fc.tuple(fc.nat(3), jsonPointer()).map(([up, pointer]) => `${up}${pointer}`),
  // Not checked by the generated validators, but by other tools reading the description (Prism).
  hostname: () => fc.domain(),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  byte: () => fc.base64String({ minLength: 4, maxLength: 16 }).filter((text) => text.length % 4 === 0),
};

function stringArbitrary(values: string[] | undefined, format: string | undefined, constraints: Record<string, unknown>): fc.Arbitrary<string> {
  if (values && values.length > 0) return fc.constantFrom(...values);
  const minLength = numberOr(constraints.minLength, 0);
  // Only a declared maxLength filters formatted and patterned text; free text stays short anyway.
  const declaredMax = numberOr(constraints.maxLength, Number.POSITIVE_INFINITY);
  const maxLength = Math.min(declaredMax, Math.max(minLength, 24));
  const bounds = { minLength, maxLength: declaredMax };
  const formatted = format ? FORMATS[format] : undefined;
  if (typeof constraints.pattern === 'string') {
    const pattern = safeRegExp(constraints.pattern);
    const matching = pattern && patternArbitrary(pattern, Number.isFinite(declaredMax));
    if (matching) {
      const byPattern = fitting(matching, bounds, pattern);
      if (!formatted) return byPattern;
      // A format's own values first: text drawn from a date-time pattern (Anchore's
      // `\d{4}-\d{2}-…`) is rarely a real date-time, which the validators also check.
      const fits = (text: string) => pattern.test(text) && text.length >= minLength && text.length <= declaredMax;
      // A uuid in capitals is one too, and what Loket's `^[{(]?[0-9A-F]{8}…` wants.
      const spellings = (text: string) => (format === 'uuid' ? [text, text.toUpperCase()] : [text]);
      return fc
        .tuple(fc.array(formatted(), { minLength: CANDIDATES, maxLength: CANDIDATES }), byPattern)
        .map(([candidates, fallback]) => candidates.flatMap(spellings).find(fits) ?? fallback);
    }
  }
  if (formatted) return fitting(formatted(), bounds);
  return fc.lorem({ maxCount: 3 }).map((words) => fitLength(words, minLength, maxLength));
}

/** Declared bounds held within `format: int32`; without any, the draws (0 to 1,000) already are. */
function int32Bounded(format: string | undefined, constraints: Record<string, unknown>): Record<string, unknown> {
  if (format !== 'int32') return constraints;
  const clamp = (bound: unknown) => (typeof bound === 'number' ? Math.min(INT32_MAX, Math.max(INT32_MIN, bound)) : bound);
  return { ...constraints, minimum: clamp(constraints.minimum), maximum: clamp(constraints.maximum) };
}

function numberArbitrary(kind: 'integer' | 'number', values: number[] | undefined, constraints: Record<string, unknown>): fc.Arbitrary<number> {
  if (values && values.length > 0) return fc.constantFrom(...values);
  const exclusiveMin = constraints.exclusiveMinimum;
  const exclusiveMax = constraints.exclusiveMaximum;
  const min = numberOr(constraints.minimum, typeof exclusiveMin === 'number' ? exclusiveMin : 0);
  const max = numberOr(constraints.maximum, typeof exclusiveMax === 'number' ? exclusiveMax : Math.max(min, 0) + 1000);
  const aboveMin = typeof exclusiveMin === 'number' || exclusiveMin === true;
  const belowMax = typeof exclusiveMax === 'number' || exclusiveMax === true;
  const step = typeof constraints.multipleOf === 'number' && constraints.multipleOf > 0 ? constraints.multipleOf : undefined;
  // An integer is a multiple of 1 where it declares no step.
  if (kind === 'integer' || step !== undefined) return multipleArbitrary(step ?? 1, min, max, aboveMin, belowMax);
  // Two decimals read like real data; the bounds stay inside the exclusive ones.
  const low = Math.ceil(min * 100) + (aboveMin ? 1 : 0);
  const high = Math.floor(max * 100) - (belowMax ? 1 : 0);
  return safeInteger(low, high).map((n) => n / 100);
}

/**
 * An integer from `min` to `max`, kept to the integers a double holds exactly. fast-check draws
 * forever from a wider range: GSMtasks bounds its int64 disk sizes by ±9223372036854776000.
 */
function safeInteger(min: number, max: number): fc.Arbitrary<number> {
  const low = Math.min(Math.max(min, Number.MIN_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
  return fc.integer({ min: low, max: Math.max(low, Math.min(max, Number.MAX_SAFE_INTEGER)) });
}

/**
 * A number that is a multiple of `step` (Nookipedia's tank sizes: `multipleOf: 0.1`; an integer's
 * step is 1 unless it declares one) within the bounds, written with the step's decimals.
 * Validators that divide (ajv, behind Prism: `v / step` must be whole) refuse 0.3 for 0.1, since
 * 0.3 / 0.1 is 2.9999999999999996, so such a value becomes the nearest whole number that passes,
 * else the lowest multiple in bounds.
 */
function multipleArbitrary(step: number, min: number, max: number, aboveMin: boolean, belowMax: boolean): fc.Arbitrary<number> {
  const decimals = decimalsOf(step);
  let first = Math.ceil(min / step);
  let last = Math.floor(max / step);
  if (aboveMin && first * step <= min) first++;
  if (belowMax && last * step >= max) last--;
  const inBounds = (value: number) => (aboveMin ? value > min : value >= min) && (belowMax ? value < max : value <= max);
  const divides = (value: number) => Number.isInteger(value / step) && inBounds(value);
  return safeInteger(first, last).map((k) => {
    const value = Number((k * step).toFixed(decimals));
    if (divides(value)) return value;
    const whole = Math.round(value);
    return divides(whole) ? whole : Number((first * step).toFixed(decimals));
  });
}

/** The decimals `step` is written with, also where JavaScript prints it with an exponent (`1e-7`: 7). */
function decimalsOf(step: number): number {
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

const CANDIDATES = 16;

/**
 * Text from `base` within the length bounds, without fast-check's `.filter`, which draws forever
 * when the bounds are hard to hit (AWS's `minLength: 20` ARNs against a pattern that yields a few
 * characters): the first of 16 draws that fits, else the longest one repeated up to `minLength`
 * when that still matches (a `[…]+` pattern does), else the longest, which the caller's validator
 * may then refuse (the mock draws again with another seed; an example shows it as it is).
 */
function fitting(base: fc.Arbitrary<string>, bounds: { minLength: number; maxLength: number }, pattern?: RegExp): fc.Arbitrary<string> {
  const fits = (text: string) => text.length >= bounds.minLength && text.length <= bounds.maxLength;
  return fc.array(base, { minLength: CANDIDATES, maxLength: CANDIDATES }).map((candidates) => {
    const found = candidates.find(fits);
    if (found !== undefined) return found;
    const longest = candidates.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length === 0) return longest;
    const stretched = longest.repeat(Math.ceil(bounds.minLength / longest.length)).slice(0, Math.max(bounds.minLength, Math.min(bounds.maxLength, longest.length)));
    return fits(stretched) && (!pattern || pattern.test(stretched)) ? stretched : longest;
  });
}

/** Lorem words padded or cut to the allowed length. */
function fitLength(text: string, minLength: number, maxLength: number): string {
  let out = text;
  while (out.length < minLength) out += out.length > 0 ? ` ${text}` : 'x';
  return out.slice(0, maxLength);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** One value of `arbitrary` for `seed`, or undefined when it has none (a filter that never passes: a pattern longer than maxLength allows). */
export function sampleOne(arbitrary: fc.Arbitrary<unknown>, seed: number): unknown {
  try {
    return fc.sample(arbitrary, { seed, numRuns: 1 })[0];
  } catch {
    return undefined;
  }
}
