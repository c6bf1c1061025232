/**
 * Checks the `security` section and every `auth` list: scheme names exist, client options are
 * distinct, and the token flow names real operations, a bearer scheme and a query parameter.
 */
import { didYouMean } from '../did-you-mean.ts';
import { type CheckContext, isRecord, strings } from './context.ts';

export function checkSecurity(ctx: CheckContext): void {
  const security = isRecord(ctx.data.security) ? ctx.data.security : {};
  const schemes = isRecord(security.schemes) ? security.schemes : {};
  const known = Object.keys(schemes);
  const unknownScheme = (path: (string | number)[], name: string) =>
    ctx.report(path, `unknown security scheme ${JSON.stringify(name)}${didYouMean(name, known) || `; known: ${known.join(', ') || 'none'}`}`);
  const checkList = (value: unknown, path: (string | number)[]) => {
    const seen = new Set<string>();
    for (const { value: name, index } of strings(value)) {
      if (!known.includes(name)) unknownScheme([...path, index], name);
      if (seen.has(name)) ctx.report([...path, index], `scheme ${JSON.stringify(name)} is listed twice`);
      seen.add(name);
    }
  };

  checkList(security.default, ['security', 'default']);
  for (const { op, index } of ctx.operations()) checkList(op.auth, ['operations', index, 'auth']);

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
  checkList(tokens.notRefreshableFrom, ['security', 'tokens', 'notRefreshableFrom']);
  const create = typeof tokens.create === 'string' ? opsByName.get(tokens.create) : undefined;
  if (create && typeof tokens.tenantParameter === 'string') {
    const params = Array.isArray(create.parameters) ? create.parameters : [];
    const found = params.some((p) => isRecord(p) && p.in === 'query' && p.name === tokens.tenantParameter);
    if (!found) {
      ctx.report(['security', 'tokens', 'tenantParameter'], `expected a query parameter of ${String(tokens.create)}, got ${JSON.stringify(tokens.tenantParameter)}`);
    }
  }
}
