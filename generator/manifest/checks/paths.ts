/**
 * Checks operation paths: well-formed (segments, parameters, `:action`), under the base path,
 * unique per method once parameter names are erased, and every `{param}` declared (on the
 * operation or in `pathParameters`) while every declared path parameter is used.
 */
import { parsePathTemplate, pathParamNames, routeShape } from '../../ir/path-template.ts';
import { type CheckContext, isRecord } from './context.ts';

export function checkPaths(ctx: CheckContext): void {
  const basePath = typeof ctx.data.basePath === 'string' ? ctx.data.basePath.replace(/\/$/, '') : undefined;
  const shared = isRecord(ctx.data.pathParameters) ? ctx.data.pathParameters : {};
  const firstByRoute = new Map<string, number>();

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
      const route = `${op.method} ${routeShape(parsed.template)}`;
      const first = firstByRoute.get(route);
      if (first === undefined) firstByRoute.set(route, index);
      else {
        ctx.report(at, `duplicate route ${op.method} ${op.path}: operations[${first}] on line ${ctx.line(['operations', first, 'path'])} matches the same requests`);
      }
    }

    const inPath = pathParamNames(parsed.template);
    const seen = new Set<string>();
    for (const name of inPath) {
      if (seen.has(name)) ctx.report(at, `path parameter {${name}} appears twice`);
      seen.add(name);
    }
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

/** Parameters must not repeat within an operation (same location and name); header names must be valid. */
export function checkParameterUniqueness(ctx: CheckContext): void {
  for (const { op, index } of ctx.operations()) {
    const seen = new Set<string>();
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((param, p) => {
      if (!isRecord(param) || typeof param.name !== 'string' || typeof param.in !== 'string') return;
      if (param.in === 'header' && !HEADER_NAME.test(param.name)) {
        ctx.report(['operations', index, 'parameters', p, 'name'], `expected an HTTP header name such as "X-Request-Id", got ${JSON.stringify(param.name)}`);
      }
      const key = `${param.in}:${param.in === 'header' ? param.name.toLowerCase() : param.name}`;
      if (seen.has(key)) ctx.report(['operations', index, 'parameters', p, 'name'], `duplicate ${param.in} parameter ${JSON.stringify(param.name)}`);
      seen.add(key);
    });
  }
}
