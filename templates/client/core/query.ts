/**
 * Serialises query and header parameters as OpenAPI `style` and `explode` say (the binding
 * carries them only when they differ from the default: `form` exploded in the query, `simple`
 * in headers). Absent values are left out instead of being sent as "undefined", dates travel
 * as ISO 8601 and everything else as its string form.
 *
 * | style (explode) | array `[a, b]` | object `{ x: 1, y: 2 }` |
 * |---|---|---|
 * | form (true) | `n=a&n=b` | `x=1&y=2` |
 * | form (false) | `n=a,b` | `n=x,1,y,2` |
 * | spaceDelimited | `n=a%20b` | `n=x%201%20y%202` |
 * | pipeDelimited | `n=a\|b` | `n=x\|1\|y\|2` |
 * | deepObject | `n=a&n=b` | `n[x]=1&n[y]=2` |
 *
 * A list as a property of a `deepObject` (`{ ids: [1, 2] }`, which OpenAPI leaves undefined)
 * goes with indices, `n[ids][0]=1&n[ids][1]=2`, as qs, PHP and Prism read it; of an exploded
 * `form` object, as the key repeated, `ids=1&ids=2`, as a list of its own would. Objects inside
 * go as JSON text.
 */
import type { ParamBinding } from './spec.ts';

/** One `name=value` of a query string, already encoded; `name` is the parameter it belongs to. */
interface QueryPart {
  name: string;
  text: string;
}

const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: '%20', pipeDelimited: '|' };

/** The wire form of one value, or undefined when it must not be sent. */
export function wireValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The query string (without `?`) of a request: the operation's constants (`Action=Describe`, which
 * select it among operations on the same path), the bound parameters in binding order, then the
 * caller's extras (which replace bound ones of the same name), then credential parameters the
 * request does not already carry.
 */
export function requestQuery(
  bindings: ParamBinding[],
  params: Record<string, unknown>,
  extras: Record<string, unknown> = {},
  credentials: Record<string, string> = {},
  constants: Record<string, string> = {},
): string {
  // The usual call: no query at all, so nothing to build.
  if (bindings.length === 0 && isEmpty(extras) && isEmpty(credentials) && isEmpty(constants)) return '';
  const added = extraQueryParts(extras);
  const replaced = new Set(added.map((part) => part.name));
  const fixed = extraQueryParts(constants);
  const parts = [...fixed, ...queryParts(bindings, params)].filter((part) => !replaced.has(part.name)).concat(added);
  const present = new Set(parts.map((part) => part.name));
  parts.push(...extraQueryParts(Object.fromEntries(Object.entries(credentials).filter(([name]) => !present.has(name)))));
  return parts.map((part) => part.text).join('&');
}

function isEmpty(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return true;
}

/** The query parts of the bound parameters in `params`, in binding order. */
function queryParts(bindings: ParamBinding[], params: Record<string, unknown>): QueryPart[] {
  return bindings.flatMap((binding) => styledParts(binding, params[binding.key]));
}

/** The parts of caller-given extras (`RequestOptions.query`): arrays repeat, objects nest in brackets. */
function extraQueryParts(extras: Record<string, unknown>): QueryPart[] {
  return Object.entries(extras).flatMap(([name, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
      ? styledParts({ key: name, name, style: 'deepObject' }, value)
      : styledParts({ key: name, name }, value),
  );
}

function styledParts(binding: ParamBinding, value: unknown): QueryPart[] {
  const { name } = binding;
  const style = binding.style ?? 'form';
  const explode = binding.explode ?? style === 'form';
  const part = (key: string, text: string): QueryPart => ({ name, text: `${bracketName(key)}=${text}` });
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    const items = value.map(wireValue).filter((item) => item !== undefined);
    if (items.length === 0) return [];
    if (explode || !(style in DELIMITERS)) return items.map((item) => part(name, formComponent(item)));
    return [part(name, items.map(formComponent).join(DELIMITERS[style]))];
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    if (style === 'deepObject') return deepObjectParts(name, value as Record<string, unknown>, part);
    const entries = Object.entries(value).flatMap(([key, item]) =>
      // Exploded, a list property repeats its key; not exploded, it stays one (JSON) value.
      (explode && Array.isArray(item) ? item : [item]).flatMap((element) => {
        const text = wireValue(element);
        return text === undefined ? [] : [[key, text] as const];
      }),
    );
    if (explode) return entries.map(([key, text]) => part(key, formComponent(text)));
    return [part(name, entries.flat().map(formComponent).join(DELIMITERS[style] ?? ','))];
  }
  return [part(name, formComponent(wireValue(value)!))];
}

/** `n[x]=1` per property of a `deepObject`, and `n[x][0]=1&n[x][1]=2` for a list. */
function deepObjectParts(name: string, value: Record<string, unknown>, part: (key: string, text: string) => QueryPart): QueryPart[] {
  const fields = Object.entries(value).flatMap(([key, item]) =>
    Array.isArray(item) ? item.map((element, index) => [`${name}[${key}][${index}]`, element] as const) : [[`${name}[${key}]`, item] as const],
  );
  return fields.flatMap(([key, item]) => {
    const text = wireValue(item);
    return text === undefined ? [] : [part(key, formComponent(text))];
  });
}

/** Encoded as `URLSearchParams` does it (space as `+`), brackets kept readable in names. */
export function bracketName(name: string): string {
  return formComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

export function formComponent(text: string): string {
  return new URLSearchParams([['', text]]).toString().slice(1);
}

/** Set the bound header parameters of `params` with `set` in `simple` style: lists joined by commas. */
export function applyHeaderParams(set: (name: string, value: string) => void, bindings: ParamBinding[], params: Record<string, unknown>): void {
  for (const binding of bindings) {
    const value = params[binding.key];
    const entries =
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
        ? Object.entries(value).map(([key, item]) => (binding.explode ? `${key}=${wireValue(item)}` : `${key},${wireValue(item)}`))
        : (Array.isArray(value) ? value : [value]).map(wireValue).filter((part) => part !== undefined);
    if (entries.length > 0) set(binding.name, entries.join(','));
  }
}
