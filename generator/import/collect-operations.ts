/**
 * Walks `paths` (path items may be `$ref`s) and lists the operations the manifest can hold:
 * methods GET, POST, PUT, DELETE and PATCH on paths it can express, one per route (operations
 * on one method and path told apart by `#name=value` / `?name=value` constants count as one each). HEAD,
 * OPTIONS and TRACE operations, path-item `servers`, `summary` and `description`, and 3.1
 * `webhooks` are reported.
 */
import { routeShape, parsePathTemplate } from '../ir/path-template.ts';
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
  const routes = new Map<string, { key: string; constants: [string, string][] }[]>();
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
      const constants = normalised.constants?.pairs ?? [];
      const earlier = routes.get(route) ?? [];
      const first = earlier.find((other) => constantsOverlap(other.constants, constants));
      if (first !== undefined) {
        ctx.warnings.warn(at, `${method} ${normalised.path} matches the same requests as ${first.key}; skipped`);
        continue;
      }
      routes.set(route, [...earlier, { key: `${method} ${rawPath}`, constants }]);
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

/** True unless a name both carry (case-insensitively) has different values: one request could reach both. */
function constantsOverlap(a: [string, string][], b: [string, string][]): boolean {
  const other = new Map(b.map(([name, value]) => [name.toLowerCase(), value]));
  return !a.some(([name, value]) => other.has(name.toLowerCase()) && other.get(name.toLowerCase()) !== value);
}
