/**
 * The query string of a request. Absent values are left out instead of
 * being sent as "undefined", dates travel as ISO 8601, objects inside values as JSON text and
 * everything else as its string form.
 *
 * The bound query parameters are written in their OpenAPI style by the spec's `encoders.query`
 * (`query-styles.ts`), named only by specs that bind some, so a bundle of operations without
 * any leaves it out. What every request may carry (the caller's extras, the operation's flags
 * and constants, credentials) is written here, in the default style: a list repeats its key and
 * an object goes as a `deepObject` (`n[x]=1`, `n[ids][0]=1`).
 */
import { InvalidRequestError } from './errors.ts';
import type { OperationSpec, QueryPart } from './spec.ts';

/** The wire form of one value, or undefined when it must not be sent. */
export function wireValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The query string (without `?`) of a request: the operation's flags and constants (`tagging`,
 * `Action=Describe`, which select it among operations on the same path), the bound parameters
 * in binding order (written by the spec's `encoders.query`), then the caller's extras (which
 * replace bound ones of the same name), then credential parameters the request does not
 * already carry.
 */
export function requestQuery(
  operation: Pick<OperationSpec, 'name' | 'query' | 'match' | 'encoders'>,
  params: Record<string, unknown>,
  extras: Record<string, unknown> = {},
  credentials: Record<string, string> = {},
): string {
  const bindings = operation.query;
  const constants = operation.match?.query ?? {};
  const flags = operation.match?.flags ?? [];
  // The usual call: no query at all, so nothing to build.
  if (bindings.length === 0 && isEmpty(extras) && isEmpty(credentials) && isEmpty(constants) && flags.length === 0) return '';
  const added = plainQueryParts(extras);
  const replaced = new Set(added.map((part) => part.name));
  const fixed = [...flags.map((name) => ({ name, text: bracketName(name) })), ...plainQueryParts(constants)];
  const parts = [...fixed, ...boundParts(operation, params)].filter((part) => !replaced.has(part.name)).concat(added);
  const present = new Set(parts.map((part) => part.name));
  parts.push(...plainQueryParts(credentials).filter((part) => !present.has(part.name)));
  return parts.map((part) => part.text).join('&');
}

function isEmpty(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return true;
}

function boundParts(operation: Pick<OperationSpec, 'name' | 'query' | 'encoders'>, params: Record<string, unknown>): QueryPart[] {
  if (operation.query.length === 0) return [];
  const encode = operation.encoders?.query;
  if (!encode) throw new InvalidRequestError(`${operation.name}: its spec binds query parameters but names no query encoder.`);
  return encode(operation.query, params);
}

/** The parts of caller-given extras (`RequestOptions.query`) and constants: arrays repeat, objects nest in brackets. */
function plainQueryParts(extras: Record<string, unknown>): QueryPart[] {
  return Object.entries(extras).flatMap(([name, value]) => plainParts(name, value));
}

/**
 * `value` under `name` in OpenAPI's default query style (`form`, exploded): absent values left
 * out, a list as its key repeated, and an object as a `deepObject` (`n[x]=1`), which is also
 * how that style writes every value.
 */
export function plainParts(name: string, value: unknown): QueryPart[] {
  const part = (key: string, text: string): QueryPart => ({ name, text: `${bracketName(key)}=${text}` });
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => textParts(name, item, part));
  if (typeof value === 'object' && !(value instanceof Date)) return deepObjectParts(name, value as Record<string, unknown>, part);
  return textParts(name, value, part);
}

/** `n[x]=1` per property of a `deepObject`, and `n[x][0]=1&n[x][1]=2` for a list. */
function deepObjectParts(name: string, value: Record<string, unknown>, part: (key: string, text: string) => QueryPart): QueryPart[] {
  return Object.entries(value).flatMap(([key, item]) =>
    Array.isArray(item) ? item.flatMap((element, index) => textParts(`${name}[${key}][${index}]`, element, part)) : textParts(`${name}[${key}]`, item, part),
  );
}

/** One `key=value` part, or none for an absent value. */
function textParts(key: string, value: unknown, part: (key: string, text: string) => QueryPart): QueryPart[] {
  const text = wireValue(value);
  return text === undefined ? [] : [part(key, formComponent(text))];
}

/** Encoded as `URLSearchParams` does it (space as `+`), brackets kept readable in names. */
export function bracketName(name: string): string {
  return formComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

export function formComponent(text: string): string {
  return new URLSearchParams([['', text]]).toString().slice(1);
}
