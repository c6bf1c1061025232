/**
 * The authentication page: each scheme, which operations accept it, and the token flow
 * (exchange a credential for a bearer token, then refresh it) — all derived from the IR.
 */
import { alternativeText, schemesIn } from '../../ir/auth-requirements.ts';
import { keyLocation } from '../../ir/key-location.ts';
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';
import { schemeAnchor } from './anchors.ts';
import { credentialHeader } from './credentials.ts';
import { mdCode } from './markdown.ts';
import { operationList, type OperationList } from './operation-links.ts';
import { operationView, type OperationView } from './operation-view.ts';
import { inlineText, joinWords, type TextView } from './text-view.ts';

/** Operations are listed by name only while the list stays readable. */
const LISTED_OPERATIONS_LIMIT = 6;

export interface SchemeView {
  name: string;
  nameMd: string;
  anchor: string;
  kind: string;
  sends: string;
  sendsMd: string;
  clientOption: string;
  clientOptionMd: string;
  description: TextView;
  acceptedBy: { prefix: string; operations: OperationList };
}

export interface TokenFlowView {
  scheme: string;
  schemeMd: string;
  create: OperationView;
  createAuthMd: string;
  createAuth: string;
  tokenField: string;
  tokenFieldMd: string;
  refresh?: OperationView;
  notRefreshableFrom: string;
  notRefreshableFromMd: string;
  hasNotRefreshable: boolean;
  tenantParameter?: { name: string; nameMd: string };
}

/** Operations grouped by the exact list of schemes they accept. */
export interface AuthCombinationView {
  schemes: string;
  schemesMd: string;
  count: number;
  /** Names the operations when there are few; empty otherwise. */
  operations: OperationList;
  listed: boolean;
}

export interface AuthView {
  schemes: SchemeView[];
  combinations: AuthCombinationView[];
  tokenFlow?: TokenFlowView;
}

/** Fixed words per kind and place (no manifest text, which the Markdown template does not escape). */
function kindLabel(scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey':
      return { header: 'API key in a request header', query: 'API key in the query string', cookie: 'API key in a cookie' }[keyLocation(scheme)!.in];
    case 'bearer':
      return scheme.bearerFormat ? `HTTP bearer token (${scheme.bearerFormat})` : 'HTTP bearer token';
    case 'basic':
      return scheme.username === 'apiKey' ? 'HTTP Basic authentication; the username is an API key' : 'HTTP Basic authentication';
  }
}

/** "All operations", "Only a and b", "All operations except a", or "N operations". */
function acceptedBy(scheme: SecurityScheme, api: Api): SchemeView['acceptedBy'] {
  const accepting = api.operations.filter((op) => schemesIn(op.auth).includes(scheme.name));
  const others = api.operations.filter((op) => !schemesIn(op.auth).includes(scheme.name));
  const none = operationList([], api);
  if (others.length === 0) return { prefix: 'All operations.', operations: none };
  if (accepting.length === 0) return { prefix: 'No operation.', operations: none };
  if (accepting.length <= LISTED_OPERATIONS_LIMIT) return { prefix: 'Only ', operations: operationList(accepting, api) };
  if (others.length <= LISTED_OPERATIONS_LIMIT) return { prefix: 'All operations except ', operations: operationList(others, api) };
  return { prefix: `${accepting.length} of ${api.operations.length} operations.`, operations: none };
}

function schemeView(scheme: SecurityScheme, api: Api): SchemeView {
  const kind = kindLabel(scheme);
  const sends = credentialHeader(scheme);
  return {
    name: scheme.name,
    nameMd: mdCode(scheme.name),
    anchor: schemeAnchor(scheme.name),
    kind,
    sends,
    sendsMd: mdCode(sends),
    clientOption: scheme.clientOption,
    clientOptionMd: mdCode(scheme.clientOption),
    description: inlineText(scheme.description ?? ''),
    acceptedBy: acceptedBy(scheme, api),
  };
}

function findOperation(api: Api, name: string | undefined): Operation | undefined {
  return name === undefined ? undefined : api.operations.find((op) => op.name === name);
}

function tokenFlowView(api: Api): TokenFlowView | undefined {
  const flow = api.tokenFlow;
  const create = findOperation(api, flow?.createOperation);
  if (!flow || !create) return undefined;
  const refresh = findOperation(api, flow.refreshOperation);
  return {
    scheme: flow.scheme,
    schemeMd: mdCode(flow.scheme),
    create: operationView(create, api),
    createAuth: joinWords(create.auth.map((a) => alternativeText(a)), 'or'),
    createAuthMd: joinWords(create.auth.map((a) => alternativeText(a, (s) => mdCode(s))), 'or'),
    tokenField: flow.tokenField,
    tokenFieldMd: mdCode(flow.tokenField),
    ...(refresh ? { refresh: operationView(refresh, api) } : {}),
    notRefreshableFrom: joinWords(flow.notRefreshableFrom),
    notRefreshableFromMd: joinWords(flow.notRefreshableFrom.map((s) => mdCode(s))),
    hasNotRefreshable: flow.notRefreshableFrom.length > 0,
    ...(flow.tenantParameter ? { tenantParameter: { name: flow.tenantParameter, nameMd: mdCode(flow.tenantParameter) } } : {}),
  };
}

function combinationViews(api: Api): AuthCombinationView[] {
  const byCombination = new Map<string, Operation[]>();
  for (const operation of api.operations) {
    const key = operation.auth.map((a) => alternativeText(a)).join(', ');
    // Appended in place: copying the list for each operation is quadratic on a large API.
    const operations = byCombination.get(key);
    if (operations) operations.push(operation);
    else byCombination.set(key, [operation]);
  }
  return [...byCombination.values()].map((operations) => {
    const schemes = operations[0]?.auth ?? [];
    const listed = operations.length <= LISTED_OPERATIONS_LIMIT;
    return {
      schemes: schemes.map((a) => alternativeText(a)).join(', '),
      schemesMd: schemes.map((a) => alternativeText(a, (s) => mdCode(s, true))).join(', '),
      count: operations.length,
      operations: operationList(listed ? operations : [], api),
      listed,
    };
  });
}

export function authView(api: Api): AuthView {
  const tokenFlow = tokenFlowView(api);
  return {
    schemes: api.securitySchemes.map((s) => schemeView(s, api)),
    combinations: combinationViews(api),
    ...(tokenFlow ? { tokenFlow } : {}),
  };
}
