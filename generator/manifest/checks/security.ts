/**
 * Checks the `security` section and every `auth` list (names, and lists of names sent together):
 * scheme names exist and are not repeated, client options are
 * distinct, each apiKey scheme says where its key goes, and the token flow names real
 * operations, a bearer scheme and a query parameter.
 */
import { didYouMean } from '../did-you-mean.ts';
import { type CheckContext, isRecord, strings } from './context.ts';

export function checkSecurity(ctx: CheckContext): void {
  const security = isRecord(ctx.data.security) ? ctx.data.security : {};
  const schemes = isRecord(security.schemes) ? security.schemes : {};
  const known = Object.keys(schemes);
  const unknownScheme = (path: (string | number)[], name: string) =>
    ctx.report(path, `unknown security scheme ${JSON.stringify(name)}${didYouMean(name, known) || `; known: ${known.join(', ') || 'none'}`}`);
  const checkNames = (value: unknown, path: (string | number)[]) => {
    const seen = new Set<string>();
    for (const { value: name, index } of strings(value)) {
      if (!known.includes(name)) unknownScheme([...path, index], name);
      if (seen.has(name)) ctx.report([...path, index], `scheme ${JSON.stringify(name)} is listed twice`);
      seen.add(name);
    }
  };
  // An `auth` list: names, and lists of names sent together; the same alternative twice is a slip.
  const checkList = (value: unknown, path: (string | number)[]) => {
    checkNames(value, path);
    if (!Array.isArray(value)) return;
    const alternatives = new Set<string>();
    value.forEach((entry, index) => {
      const names = typeof entry === 'string' ? [entry] : Array.isArray(entry) ? entry.filter((n): n is string => typeof n === 'string') : undefined;
      if (names === undefined) return;
      if (Array.isArray(entry)) checkNames(entry, [...path, index]);
      const key = [...names].sort().join('\u0000');
      if (Array.isArray(entry) && alternatives.has(key)) ctx.report([...path, index], `the alternative ${JSON.stringify(entry)} is listed twice`);
      alternatives.add(key);
    });
  };

  checkList(security.default, ['security', 'default']);
  for (const { op, index } of ctx.operations()) checkList(op.auth, ['operations', index, 'auth']);

  for (const [name, scheme] of Object.entries(schemes)) {
    if (isRecord(scheme) && scheme.type === 'apiKey') checkKeyLocation(ctx, name, scheme);
  }

  const options = new Map<string, string>();
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isRecord(scheme) || typeof scheme.clientOption !== 'string') continue;
    const other = options.get(scheme.clientOption);
    if (other) ctx.report(['security', 'schemes', name, 'clientOption'], `client option ${JSON.stringify(scheme.clientOption)} is already used by ${other}`);
    options.set(scheme.clientOption, name);
  }

  const tokens = isRecord(security.tokens) ? security.tokens : undefined;
  if (!tokens) return;
  const opsByName = new Map(ctx.operations().flatMap(({ op }) => (typeof op.name === 'string' ? [[op.name, op] as const] : [])));
  if (typeof tokens.scheme === 'string') {
    const scheme = Object.hasOwn(schemes, tokens.scheme) ? schemes[tokens.scheme] : undefined;
    if (!scheme) unknownScheme(['security', 'tokens', 'scheme'], tokens.scheme);
    else if (isRecord(scheme) && scheme.type !== 'bearer') {
      ctx.report(['security', 'tokens', 'scheme'], `expected a bearer scheme, got ${JSON.stringify(tokens.scheme)} of type ${JSON.stringify(scheme.type)}`);
    }
  }
  for (const field of ['create', 'refresh'] as const) {
    const name = tokens[field];
    if (typeof name === 'string' && !opsByName.has(name)) {
      ctx.report(['security', 'tokens', field], `unknown operation ${JSON.stringify(name)}${didYouMean(name, opsByName.keys())}`);
    }
  }
  checkNames(tokens.notRefreshableFrom, ['security', 'tokens', 'notRefreshableFrom']);
  // Stryker disable next-line ConditionalExpression: opsByName holds string names only, so any other value finds no operation either
  const create = typeof tokens.create === 'string' ? opsByName.get(tokens.create) : undefined;
  if (create && typeof tokens.tenantParameter === 'string') {
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no query parameter either
    const params = Array.isArray(create.parameters) ? create.parameters : [];
    const found = params.some((p) => isRecord(p) && p.in === 'query' && p.name === tokens.tenantParameter);
    if (!found) {
      ctx.report(['security', 'tokens', 'tenantParameter'], `expected a query parameter of ${String(tokens.create)}, got ${JSON.stringify(tokens.tenantParameter)}`);
    }
  }
}

/** An RFC 9110 token: what a header or cookie name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * `security.schemes.<name>` of type apiKey: `header: X`, or `in` (header, query, cookie) with
 * `name`; a `name` alone goes in a header. Header and cookie names must be HTTP tokens.
 */
function checkKeyLocation(ctx: CheckContext, name: string, scheme: Record<string, unknown>): void {
  const path = ['security', 'schemes', name];
  const hasName = typeof scheme.name === 'string';
  if (scheme.header !== undefined && (scheme.in !== undefined || scheme.name !== undefined)) {
    ctx.report([...path, 'header'], 'give either header or in and name, not both: header: X is short for in: header, name: X');
    return;
  }
  if (scheme.header !== undefined) return;
  if (!hasName) {
    const what = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
    ctx.report(path, scheme.in === undefined ? 'expected header (e.g. X-API-Key), or in (header, query or cookie) and name' : `expected name: the ${what} that carries the key`);
    return;
  }
  const where = typeof scheme.in === 'string' ? scheme.in : 'header';
  if (where !== 'query' && !TOKEN.test(scheme.name as string)) {
    ctx.report([...path, 'name'], `expected an HTTP ${where} name such as ${where === 'cookie' ? '"session_key"' : '"X-API-Key"'}, got ${JSON.stringify(scheme.name)}`);
  }
}
