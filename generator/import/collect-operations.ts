/**
 * Walks `paths` (path items may be `$ref`s) and lists the operations the manifest can hold:
 * methods GET, HEAD, POST, PUT, DELETE and PATCH on paths it can express, one per route and selectors
 * (operations on one method and path told apart by `#name=value` / `?name=value` constants or by
 * the required parameters a `#name` names count as one each; presence-selectors.ts). OPTIONS
 * and TRACE operations, path-item `summary` and `description`, and 3.1
 * `webhooks` are reported.
 */
import { routeShape, parsePathTemplate } from '../ir/path-template.ts';
import type { HttpMethod } from '../ir/types.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';
import type { OperationSource } from './operation.ts';
import { normalisePath, type PathKeySelectors } from './paths.ts';
import { declaredParameters, type OperationSelectors, type Presence, presenceSelectors } from './presence-selectors.ts';
import { selectorKey } from '../ir/match-selectors.ts';
import { oneStringValue } from './match-from-path-key.ts';

const METHODS = new Set(['get', 'head', 'put', 'post', 'delete', 'patch']);
const UNSUPPORTED_METHODS = new Set(['options', 'trace']);

/** An operation found, before the operations on its route decide what of its path key selects it. */
interface Candidate {
  source: Omit<OperationSource, 'selectors'>;
  route: string;
  pathKey: PathKeySelectors | undefined;
  /** Where its parameters are declared: the path item's, then its own. */
  parameterLists: { list: unknown; pointer: string }[];
  /** Its query and header parameters, once a route needs them (settleSelectors). */
  declared?: Map<string, Record<string, unknown>>;
  selectors?: OperationSelectors;
  /**
   * Required one-value parameters that join its constants (match-from-path-key.ts: `Version=1`
   * beside `#Action=X`), as `name=value`: part of what tells it apart.
   */
  implied: string[];
  /** Warnings about names of its path key that select nothing. */
  dropped: string[];
  /** `METHOD raw-path`, as warnings name it. */
  display: string;
}

export function collectOperations(ctx: ImportContext): OperationSource[] {
  const candidates: Candidate[] = [];
  if (ctx.doc.webhooks !== undefined) ctx.warnings.warn('/webhooks', 'webhooks are not supported; ignored');
  if (!isRecord(ctx.doc.paths)) {
    ctx.warnings.warn('/paths', 'expected a "paths" mapping');
    return [];
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
      // A path item's `servers` are its operations' (operation-servers.ts).
      if (key === 'parameters' || key === '$ref' || key === 'servers' || key.startsWith('x-')) continue;
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
      candidates.push({
        source: { method, path: normalised.path, template: parsed.template, renamed: normalised.renamed, operation, pathItem, pointer: at, pathItemPointer },
        route: `${method} ${routeShape(parsed.template)}`,
        pathKey: normalised.selectors,
        parameterLists: [
          { list: pathItem.parameters, pointer: pointerTo(pathItemPointer, 'parameters') },
          { list: operation.parameters, pointer: pointerTo(at, 'parameters') },
        ],
        dropped: [],
        implied: [],
        display: `${method} ${rawPath}`,
      });
    }
  }
  settleSelectors(candidates, ctx);
  // One operation per route and selectors: a later one a request cannot tell apart is skipped.
  const taken = new Map<string, string>();
  const sources: OperationSource[] = [];
  for (const candidate of candidates) {
    for (const warning of candidate.dropped) ctx.warnings.warn(candidate.source.pointer, warning);
    const routeKey = `${candidate.route} ${selectorsKey(candidate)}`;
    const first = taken.get(routeKey);
    if (first !== undefined) {
      ctx.warnings.warn(candidate.source.pointer, `${candidate.source.method} ${candidate.source.path} matches the same requests as ${first}; skipped`);
      continue;
    }
    taken.set(routeKey, candidate.display);
    sources.push({ ...candidate.source, ...(candidate.selectors ? { selectors: candidate.selectors } : {}) });
  }
  return sources;
}

/**
 * Each candidate's selectors: its path key's constants, and the names that select it by
 * presence. A name selects nothing when the operation does not require it, or when another
 * operation on its route has it as a parameter without being selected by it (Chime's
 * `#x-amz-chime-bearer`, a header the other operations there may send too): a call of that
 * other one would reach this. Dropped names are noted for a warning.
 */
function settleSelectors(candidates: Candidate[], ctx: ImportContext): void {
  const declaredOf = (candidate: Candidate) => (candidate.declared ??= declaredParameters(candidate.parameterLists, ctx));
  const named = candidates.filter((candidate) => candidate.pathKey !== undefined);
  for (const candidate of named) {
    const { present, dropped } = presenceSelectors(candidate.pathKey!.names, declaredOf(candidate));
    candidate.selectors = { marker: candidate.pathKey!.marker, pairs: candidate.pathKey!.pairs, present };
    if (candidate.pathKey!.pairs.length > 0) candidate.implied = impliedConstants(candidate.pathKey!.pairs, declaredOf(candidate));
    if (dropped.length > 0) {
      candidate.dropped.push(`${listed(dropped)} dropped from the path key: the operation declares no required query parameter or header of that name, so no request carries it`);
    }
  }
  const routes = new Set(named.filter((candidate) => candidate.selectors!.present.length > 0).map((candidate) => candidate.route));
  const byRoute = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    if (!routes.has(candidate.route)) continue;
    const list = byRoute.get(candidate.route);
    if (list) list.push(candidate);
    else byRoute.set(candidate.route, [candidate]);
  }
  for (const list of byRoute.values()) {
    // Decided on the presences as the path keys give them, so the order of operations does not matter.
    const selectedBy = new Map(list.map((candidate) => [candidate, new Set((candidate.selectors?.present ?? []).map((p) => selectorKey(p)))]));
    for (const candidate of list) {
      const selectors = candidate.selectors;
      if (!selectors || selectors.present.length === 0) continue;
      const sentByAnother = (p: Presence) => {
        const key = selectorKey(p);
        return list.some((other) => other !== candidate && declaredOf(other).has(key) && !selectedBy.get(other)!.has(key));
      };
      const shared = selectors.present.filter(sentByAnother);
      if (shared.length === 0) continue;
      candidate.selectors = { ...selectors, present: selectors.present.filter((p) => !shared.includes(p)) };
      candidate.dropped.push(`${listed(shared.map((p) => p.name))} dropped from the path key: another operation on ${candidate.route} has it as a parameter, so it does not select this one`);
    }
  }
}

function listed(names: string[]): string {
  return names.map((name) => JSON.stringify(name)).join(', ');
}

/**
 * The selectors as one text, equal exactly when a request cannot tell two operations on a route
 * apart (as the manifest's duplicate-route check compares `match`; names lower-cased, since a
 * `#` constant may become a header).
 */
function selectorsKey({ selectors, implied }: Candidate): string {
  if (!selectors) return '';
  const texts = [
    ...selectors.pairs.map(([name, value]) => `${name.toLowerCase()}=${value}`),
    ...implied,
    ...selectors.present.map((p) => selectorKey(p)),
  ];
  return texts.sort().join('&');
}

/** The `name=value` of each required query or header parameter that can take one string only, beside the path key's own constants. */
function impliedConstants(pairs: [string, string][], declared: ReadonlyMap<string, Record<string, unknown>>): string[] {
  const named = new Set(pairs.map(([name]) => name.toLowerCase()));
  return [...declared.values()].flatMap((param) => {
    const name = String(param.name).toLowerCase();
    const only = oneStringValue(isRecord(param.schema) ? param.schema : param);
    return param.required === true && !named.has(name) && only !== undefined ? [`${name}=${only}`] : [];
  });
}
