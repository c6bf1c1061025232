/**
 * One failed check of a generated validator (`validators.ts`, zod v4) as an entry of a 400
 * problem's `errors`: where, as a JSON pointer into the request (`/query/pageSize`,
 * `/body/items/0/name`), and what was expected and got instead, e.g.
 * `expected integer ≥ 1, got "abc"`.
 */
import type { core } from 'zod/v4';
import { unionIssues } from './union-issues.ts';
import { isUploadedFile } from './uploaded-file.ts';

export interface ValidationError {
  /** RFC 6901 pointer: the request part (`path`, `query`, `headers`, `body`), then the path inside it. */
  pointer: string;
  detail: string;
}

/** The raw issue zod hands to an error map, with the fields the descriptions read. */
type RawIssue = core.$ZodRawIssue & {
  expected?: string;
  origin?: string;
  format?: string;
  pattern?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  divisor?: number;
  values?: unknown[];
};

/** zod's format names where OpenAPI uses other ones. */
const FORMAT_NAMES: Record<string, string> = { datetime: 'date-time', guid: 'uuid', url: 'uri' };
const SAFE = Number.MAX_SAFE_INTEGER;

/** The error map given to `safeParse`: every issue's message becomes its `detail`. */
export const describeIssue: core.$ZodErrorMap = (issue) => {
  const raw = issue as RawIssue;
  const discriminated = raw.code === 'invalid_union' ? discriminatorOf(raw) : undefined;
  if (discriminated) return `expected one of ${discriminated.values.map(shown).join(', ')}, got ${shown(discriminated.got)}`;
  return `expected ${expectation(raw)}, got ${shown(raw.input)}`;
};

/**
 * A discriminated union whose discriminator names no variant (the issue's path already ends at
 * the discriminating property): the values that would, and the one sent.
 */
function discriminatorOf(issue: RawIssue): { values: unknown[]; got: unknown } | undefined {
  type Def = { discriminator?: string; options?: { _zod: { propValues?: Record<string, Set<unknown>> } }[] };
  const def = (issue.inst as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  const property = def?.discriminator;
  if (property === undefined || typeof issue.input !== 'object' || issue.input === null) return undefined;
  // Stryker disable next-line OptionalChaining: `def` is there whenever `property` is
  const values = (def?.options ?? []).flatMap((option) => [...(option._zod.propValues?.[property] ?? [])]);
  return { values, got: (issue.input as Record<string, unknown>)[property] };
}

/**
 * Issues of one request part as `errors` entries; unexpected properties get one entry each, and
 * a union the request meant one variant of gets that variant's (union-issues.ts).
 */
export function validationErrors(part: string, issues: readonly core.$ZodIssue[]): ValidationError[] {
  return issues.flatMap((issue): ValidationError[] => {
    const meant = unionIssues(issue);
    if (meant) return validationErrors(part, meant);
    const at = `/${[part, ...issue.path].map((s) => escape(String(s))).join('/')}`;
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ pointer: `${at}/${escape(key)}`, detail: 'unexpected property' }));
    }
    return [{ pointer: at, detail: issue.message }];
  });
}

function expectation(issue: RawIssue): string {
  const bag = (issue.inst as { _zod?: { bag?: Record<string, unknown> } } | undefined)?._zod?.bag ?? {};
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return numberWithBounds(bag);
      if (issue.expected === 'nonoptional') return 'a value';
      return typeof bag.format === 'string' ? formatName(bag.format) : (issue.expected ?? 'a value');
    case 'too_small':
    case 'too_big':
      return bound(issue);
    case 'invalid_format':
      // `z.int()` fails 1.5 as a number format (`safeint`).
      if (issue.origin === 'number') return numberWithBounds(bag);
      // The pattern as the description wrote it: without the `u` flag it is compiled with.
      return issue.format === 'regex' ? `string matching ${issue.pattern?.replace(/(?<=\/)[a-z]+$/, '')}` : formatName(issue.format ?? 'string');
    case 'invalid_value':
      return (issue.values ?? []).length === 1 ? shown(issue.values![0]) : `one of ${(issue.values ?? []).map(shown).join(', ')}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'invalid_union':
      return 'a value matching one of the variants';
    case 'custom':
      // Generated checks without a zod counterpart (a file part) say what they expect.
      return typeof issue.params?.expected === 'string' ? issue.params.expected : 'a valid value';
    default:
      return 'a valid value';
  }
}

/**
 * `integer ≥ 1`, from the checks zod collected on the schema (safe-integer bounds are implied).
 * A bound alone fails as a check that does not know its schema, so that says `number ≥ 1`.
 */
function numberWithBounds(bag: Record<string, unknown>): string {
  const word = bag.format === 'safeint' || bag.format === 'int32' ? 'integer' : 'number';
  const bounds: string[] = [];
  if (typeof bag.minimum === 'number' && bag.minimum > -SAFE) bounds.push(`≥ ${bag.minimum}`);
  if (typeof bag.exclusiveMinimum === 'number') bounds.push(`> ${bag.exclusiveMinimum}`);
  if (typeof bag.maximum === 'number' && bag.maximum < SAFE) bounds.push(`≤ ${bag.maximum}`);
  if (typeof bag.exclusiveMaximum === 'number') bounds.push(`< ${bag.exclusiveMaximum}`);
  return [word, bounds.join(' and ')].filter(Boolean).join(' ');
}

function bound(issue: RawIssue): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `string of ${small ? 'at least' : 'at most'} ${limit} characters`;
    case 'array':
    case 'set':
      return `${small ? 'at least' : 'at most'} ${limit} items`;
    default: {
      // zod leaves `inclusive` out of the bounds a format implies (safe or 32-bit integers): those include the bound.
      const exclusive = issue.inclusive === false;
      const sign = small ? (exclusive ? '>' : '≥') : exclusive ? '<' : '≤';
      return `number ${sign} ${limit}`;
    }
  }
}

function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

/** The value received, short: strings quoted and cut at 40 characters, containers by kind. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (isUploadedFile(value)) return 'a file';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
