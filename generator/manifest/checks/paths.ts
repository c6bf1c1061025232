/**
 * Checks operation paths: well-formed (segments, parameters, `:action`), under the base path,
 * unique per method once parameter names are erased (unless their `match` selectors differ: see
 * ir/match-selectors.ts for how a request picks among them), and every `{param}` declared (on the
 * operation or in `pathParameters`) while every declared path parameter is used.
 */
import { parsePathTemplate, pathParamNames, routeShape } from '../../ir/path-template.ts';
import { matchKey, selectorKey } from '../../ir/match-selectors.ts';
import { type OperationMatch, PRESENCE_NAME, sentWithoutName } from '../operation-match.ts';
import { type CheckContext, isRecord } from './context.ts';

export function checkPaths(ctx: CheckContext): void {
  const basePath = typeof ctx.data.basePath === 'string' ? ctx.data.basePath.replace(/\/$/, '') : undefined;
  const shared = isRecord(ctx.data.pathParameters) ? ctx.data.pathParameters : {};
  /** The first operation of each route and selectors, by index. */
  const byRoute = new Map<string, number>();

  for (const { op, index } of ctx.operations()) {
    if (typeof op.path !== 'string') continue;
    const at = ['operations', index, 'path'];
    const parsed = parsePathTemplate(op.path);
    if (!parsed.ok) {
      ctx.report(at, parsed.problem);
      continue;
    }
    if (basePath !== undefined && op.path !== basePath && !op.path.startsWith(`${basePath}/`) && !op.path.startsWith(`${basePath}:`)) {
      ctx.report(at, `expected the path to start with the base path ${JSON.stringify(basePath)}, got ${JSON.stringify(op.path)}`);
    }
    if (typeof op.method === 'string') {
      const match = isRecord(op.match) ? (op.match as OperationMatch) : undefined;
      const route = `${op.method} ${routeShape(parsed.template)} ${matchKey(match)}`;
      const clash = byRoute.get(route);
      if (clash !== undefined) {
        const why = match === undefined ? ' (give one a `match` that tells them apart)' : ' (their `match` selectors are the same)';
        ctx.report(at, `duplicate route ${op.method} ${op.path}: operations[${clash}] on line ${ctx.line(['operations', clash, 'path'])} matches the same requests${why}`);
      } else byRoute.set(route, index);
    }

    const inPath = pathParamNames(parsed.template);
    const seen = new Set<string>();
    for (const name of inPath) {
      if (seen.has(name)) ctx.report(at, `path parameter {${name}} appears twice`);
      seen.add(name);
    }
    // Stryker disable next-line ArrayDeclaration: a non-record item in the fallback is skipped like no item
    const params = Array.isArray(op.parameters) ? op.parameters : [];
    const declaredHere = new Set<string>();
    params.forEach((param, p) => {
      if (!isRecord(param) || param.in !== 'path' || typeof param.name !== 'string') return;
      declaredHere.add(param.name);
      if (!seen.has(param.name)) {
        ctx.report(['operations', index, 'parameters', p, 'name'], `path parameter ${JSON.stringify(param.name)} is not used in the path ${JSON.stringify(op.path)}`);
      }
      if (param.required === false) {
        ctx.report(['operations', index, 'parameters', p, 'required'], `path parameters are always required, got false`);
      }
    });
    for (const name of seen) {
      if (!declaredHere.has(name) && !Object.hasOwn(shared, name)) {
        ctx.report(at, `path parameter {${name}} is not declared: add it to this operation's parameters or to pathParameters`);
      }
    }
  }
}

/** An HTTP token (RFC 9110): anything else in a header name breaks requests or splits responses. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Parameters must not repeat within an operation (same location and name), nor repeat one of its
 * `match` constants (the client sends those itself); header names must be valid. A name in
 * `match.headersPresent` must be a required header parameter, and one in `queryPresent` that is a
 * parameter a required one: a request without it would reach another operation.
 */
export function checkParameterUniqueness(ctx: CheckContext): void {
  for (const { op, index } of ctx.operations()) {
    const seen = new Set<string>();
    const match = isRecord(op.match) ? op.match : {};
    const matchHeaders = isRecord(match.headers) ? Object.keys(match.headers) : [];
    for (const name of matchHeaders) {
      if (!HEADER_NAME.test(name)) ctx.report(['operations', index, 'match', 'headers', name], `expected an HTTP header name such as "X-Rpc-Target", got ${JSON.stringify(name)}`, { atKey: true });
    }
    const constants = new Set([
      ...Object.keys(isRecord(match.headers) ? match.headers : {}).map((name) => selectorKey({ in: 'header', name })),
      ...Object.keys(isRecord(match.query) ? match.query : {}).map((name) => selectorKey({ in: 'query', name })),
    ]);
    checkPresences(ctx, index, op.parameters, match, constants);
    // Stryker disable next-line ArrayDeclaration: a non-record item in the fallback is skipped like no item
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((param, p) => {
      if (!isRecord(param) || typeof param.name !== 'string' || typeof param.in !== 'string') return;
      if (param.in === 'header' && !HEADER_NAME.test(param.name)) {
        ctx.report(['operations', index, 'parameters', p, 'name'], `expected an HTTP header name such as "X-Request-Id", got ${JSON.stringify(param.name)}`);
      }
      const key = `${param.in}:${param.in === 'header' ? param.name.toLowerCase() : param.name}`;
      if (seen.has(key)) ctx.report(['operations', index, 'parameters', p, 'name'], `duplicate ${param.in} parameter ${JSON.stringify(param.name)}`);
      else if (constants.has(key)) {
        ctx.report(['operations', index, 'parameters', p, 'name'], `${param.in} parameter ${JSON.stringify(param.name)} is also a \`match\` constant: the client sends it by itself, drop the parameter`);
      }
      seen.add(key);
    });
  }
}

/** `match.queryPresent` and `headersPresent` against the operation's parameters and constants. */
function checkPresences(ctx: CheckContext, index: number, parameters: unknown, match: Record<string, unknown>, constants: Set<string>): void {
  const declared = (Array.isArray(parameters) ? parameters : []).filter(isRecord);
  for (const where of ['query', 'header'] as const) {
    const field = where === 'query' ? 'queryPresent' : 'headersPresent';
    const names = Array.isArray(match[field]) ? match[field] : [];
    const keyOf = (name: unknown) => (typeof name === 'string' ? selectorKey({ in: where, name }) : undefined);
    names.forEach((name, i) => {
      if (typeof name !== 'string') return;
      const at = ['operations', index, 'match', field, i];
      const key = keyOf(name);
      if (!PRESENCE_NAME.test(name)) return ctx.report(at, `expected a name of letters, digits, "_", "." and "-" (starting with a letter or "_"), got ${JSON.stringify(name)}`);
      if (constants.has(key!)) return ctx.report(at, `${JSON.stringify(name)} is also a \`match\` constant: name it once`);
      if (names.findIndex((other) => keyOf(other) === key) !== i) return ctx.report(at, `${JSON.stringify(name)} is named twice`);
      const param = declared.find((p) => p.in === where && keyOf(p.name) === key);
      if (where === 'header' && param?.required !== true) {
        ctx.report(at, `expected a required header parameter of this operation, got ${JSON.stringify(name)}: a request without the header would reach another operation`);
      } else if (param !== undefined && param.required !== true) {
        ctx.report(at, `query parameter ${JSON.stringify(name)} selects the operation, so it must be required: a request without it would reach another operation`);
      } else if (param !== undefined && carriesNoName(param.schema, ctx.data.schemas)) {
        ctx.report(at, `${where} parameter ${JSON.stringify(name)} is a list or an object, which a request may carry without its name (an empty list, an exploded object): it cannot select the operation`);
      }
    });
  }
}

/** `sentWithoutName` of a parameter's schema, following `$ref`s to named schemas. */
function carriesNoName(schema: unknown, schemas: unknown, seen = new Set<string>()): boolean {
  if (!isRecord(schema)) return false;
  if (typeof schema.$ref === 'string' && isRecord(schemas) && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    return carriesNoName(schemas[schema.$ref], schemas, seen);
  }
  return sentWithoutName(schema);
}
