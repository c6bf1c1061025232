/**
 * Walks `paths` (path items may be `$ref`s) and lists the operations the manifest can hold:
 * methods GET, POST, PUT, DELETE and PATCH on paths it can express, one per route (operations
 * on one method and path told apart by `#name=value` / `?name=value` constants count as one each). HEAD,
 * OPTIONS and TRACE operations, path-item `servers`, `summary` and `description`, and 3.1
 * `webhooks` are reported.
 */
import { routeShape, parsePathTemplate } from '../ir/path-template.ts';
import { matchesOverlap, type PreparedMatch } from '../ir/match-constants.ts';
import type { HttpMethod } from '../ir/types.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';
import type { OperationSource } from './operation.ts';
import { normalisePath } from './paths.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const UNSUPPORTED_METHODS = new Set(['head', 'options', 'trace']);

export function collectOperations(ctx: ImportContext): OperationSource[] {
  const sources: OperationSource[] = [];
  const routes = new Map<string, { key: string; constants: PreparedMatch }[]>();
  if (ctx.doc.webhooks !== undefined) ctx.warnings.warn('/webhooks', 'webhooks are not supported; ignored');
  if (!isRecord(ctx.doc.paths)) {
    ctx.warnings.warn('/paths', 'expected a "paths" mapping');
    return sources;
  }
  for (const [rawPath, item] of Object.entries(ctx.doc.paths)) {
    if (rawPath.startsWith('x-')) continue;
    const itemPointer = pointerTo('/paths', rawPath);
    const resolved = ctx.refs.resolve(item, itemPointer);
    if (!resolved) continue;
    const { value: pathItem, pointer: pathItemPointer } = resolved;
    const normalised = normalisePath(rawPath, itemPointer, ctx);
    for (const [key, operation] of Object.entries(pathItem)) {
      const at = pointerTo(pathItemPointer, key);
      if (key === 'parameters' || key === '$ref' || key.startsWith('x-')) continue;
      if (UNSUPPORTED_METHODS.has(key)) {
        ctx.warnings.warn(at, `${key.toUpperCase()} operations are not supported; skipped`);
        continue;
      }
      if (!METHODS.has(key)) {
        ctx.warnings.warn(at, `path item field "${key}" is not supported; ignored`);
        continue;
      }
      if (!normalised || !isRecord(operation)) continue;
      const parsed = parsePathTemplate(normalised.path);
      if (!parsed.ok) continue;
      const method = key.toUpperCase() as HttpMethod;
      const route = `${method} ${routeShape(parsed.template)}`;
      const constants = lowerCased(normalised.constants?.pairs ?? []);
      let earlier = routes.get(route);
      if (!earlier) routes.set(route, (earlier = []));
      const first = earlier.find((other) => matchesOverlap(other.constants, constants));
      if (first !== undefined) {
        ctx.warnings.warn(at, `${method} ${normalised.path} matches the same requests as ${first.key}; skipped`);
        continue;
      }
      earlier.push({ key: `${method} ${rawPath}`, constants });
      sources.push({
        method,
        path: normalised.path,
        template: parsed.template,
        renamed: normalised.renamed,
        ...(normalised.constants ? { constants: normalised.constants } : {}),
        operation,
        pathItem,
        pointer: at,
        pathItemPointer,
      });
    }
  }
  return sources;
}

/**
 * A route's constants made ready for the overlap test the manifest's duplicate-route check uses
 * (ir/match-constants.ts), with every name lower-cased: one request could reach both operations
 * unless a name both carry (case-insensitively) has different values.
 */
function lowerCased(pairs: [string, string][]): PreparedMatch {
  const constants = pairs.map(([name, value]): [string, string] => [name.toLowerCase(), value]);
  return { constants, byKey: new Map(constants) };
}
