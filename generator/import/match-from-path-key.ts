/**
 * `operations[].match` from what a path key carries: constants (`/#X-Target=Svc.Op`,
 * `/#Action=Describe`, `/?Action=Describe&Version=1`), and names that select the operation by
 * their presence (`#tagging`, `#uploadId`; presence-selectors.ts decided which, and which are
 * flags, whose parameter convertParameters left out since the client sends the name bare).
 * Each constant is a header or a query value: the operation's own parameter of that name
 * decides; failing one, a `?` constant is a
 * query value and a `#` constant is a header when its name is hyphenated words (`X-Rpc-Target`),
 * else a query value. Parameters that only repeat a constant are dropped (the client sends the
 * constants itself), and once an operation has constants, a required query or header parameter
 * that can take one value only (a one-entry `enum`, or `const`) joins them (`Version=2011-06-15`).
 */
import type { OperationMatch } from '../manifest/operation-match.ts';
import type { ManifestParameter } from '../manifest/schema.ts';
import type { PlacedParameter } from './param-keys.ts';
import type { OperationSelectors } from './presence-selectors.ts';

const HEADER_LIKE = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+$/;

export function matchFromPathKey(selectors: OperationSelectors, placed: PlacedParameter[]): { match: OperationMatch | undefined; placed: PlacedParameter[] } {
  const headers: Record<string, string> = {};
  const query: Record<string, string> = {};
  const declared = (name: string) => placed.find(({ param }) => param.in !== 'path' && (param.in === 'header' ? param.name.toLowerCase() === name.toLowerCase() : param.name === name));
  for (const [name, value] of selectors.pairs) {
    const own = declared(name)?.param.in;
    const where = own ?? (selectors.marker === '#' && HEADER_LIKE.test(name) ? 'header' : 'query');
    if (where === 'header') headers[name] = value;
    else query[name] = value;
  }
  const isConstant = (param: ManifestParameter) =>
    param.in === 'header' ? Object.keys(headers).some((name) => name.toLowerCase() === param.name.toLowerCase()) : param.in === 'query' && Object.hasOwn(query, param.name);
  const kept: PlacedParameter[] = [];
  for (const entry of placed) {
    const { param } = entry;
    if (isConstant(param)) continue;
    // Only beside constants: an operation selected by presence alone keeps its one-value parameters as they are.
    const only = selectors.pairs.length > 0 && param.in !== 'path' && param.required === true ? onlyValue(param) : undefined;
    if (only === undefined) {
      kept.push(entry);
      continue;
    }
    if (param.in === 'header') headers[param.name] = only;
    else query[param.name] = only;
  }
  // A name that became a constant (a required one-value parameter, as API Gateway's `format`) is selected by its value.
  const present = (where: 'query' | 'header') =>
    selectors.present.filter((p) => p.in === where && !(where === 'header' ? Object.keys(headers).some((name) => name.toLowerCase() === p.name.toLowerCase()) : Object.hasOwn(query, p.name))).map((p) => p.name);
  const queryPresent = present('query');
  const headersPresent = present('header');
  const match: OperationMatch = {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(queryPresent.length > 0 ? { queryPresent } : {}),
    ...(headersPresent.length > 0 ? { headersPresent } : {}),
  };
  return { match: Object.keys(match).length > 0 ? match : undefined, placed: kept };
}

/** The one string a parameter can take, when its schema allows exactly one. */
function onlyValue(param: ManifestParameter): string | undefined {
  return param.schema ? oneStringValue(param.schema) : undefined;
}

/**
 * The one non-empty string a schema allows (`const`, or a one-entry `enum`), of a manifest
 * parameter here or of a description's (collect-operations.ts predicts what this joins).
 */
export function oneStringValue(schema: { const?: unknown; enum?: unknown }): string | undefined {
  if (typeof schema.const === 'string' && schema.const !== '') return schema.const;
  return Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string' && schema.enum[0] !== '' ? schema.enum[0] : undefined;
}
