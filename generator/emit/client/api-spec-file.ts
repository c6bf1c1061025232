/**
 * `client/src/api-spec.ts`: the API-wide part of what the runtime needs (server, media types,
 * security schemes, the default security `client.request()` uses, token flow), as one constant
 * the client classes pass to `ClientCore`.
 */
import { type AuthAlternative, alternativeKey, runtimeAuth } from '../../ir/auth-requirements.ts';
import type { Api, Operation } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { dataInitializer, docText, type StatementStructures, StructureKind, VariableDeclarationKind } from '../ts/render.ts';
import { blankLineBefore, renderFinalFile } from './layout.ts';
import { type Expression, reference } from '../ts/literal.ts';
import { operationNames } from './operation-function.ts';

export function apiSpecFile(api: Api): EmittedFile {
  const flow = api.tokenFlow;
  const create = flow ? findOperation(api, flow.createOperation) : undefined;
  const refresh = flow?.refreshOperation ? findOperation(api, flow.refreshOperation) : undefined;
  const specs = [create, refresh].filter((operation): operation is Operation => operation !== undefined);

  const value: Record<string, unknown> = {
    baseURL: api.servers[0]?.url ?? '',
    mediaSuccessTemplate: api.media.successTemplate,
    mediaProblem: api.media.problem,
    currentVersion: api.media.current,
    schemes: api.securitySchemes.map(({ name, kind, header, query, cookie, bearerFormat, username }) => ({
      name,
      kind,
      ...(header !== undefined ? { header } : {}),
      ...(query !== undefined ? { query } : {}),
      ...(cookie !== undefined ? { cookie } : {}),
      ...(bearerFormat !== undefined ? { bearerFormat } : {}),
      ...(username !== undefined ? { username } : {}),
      ...writerField(writerName(kind, query, cookie)),
    })),
  };
  const defaultAuth = commonestAuth(api);
  if (defaultAuth) value.defaultAuth = runtimeAuth(defaultAuth);
  if (flow && create) {
    value.tokenFlow = {
      scheme: flow.scheme,
      create: reference(operationNames(create).spec),
      ...(refresh ? { refresh: reference(operationNames(refresh).spec) } : {}),
      field: flow.tokenField,
      notRefreshableFrom: flow.notRefreshableFrom,
      ...(flow.tenantParameter ? { tenantParam: flow.tenantParameter } : {}),
    };
  }

  const writers = [...new Set(api.securitySchemes.flatMap(({ kind, query, cookie }) => writerName(kind, query, cookie) ?? []))];
  const statements: StatementStructures[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './core/index.ts', namedImports: ['ApiSpec'] },
    ...(writers.length > 0 ? [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: './core/index.ts', namedImports: writers.sort() } as const] : []),
    ...importsBySlug(api, specs),
    {
      kind: StructureKind.VariableStatement,
      ...blankLineBefore,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [docText(`How the client reaches ${api.title}: its server, media types, security schemes and token flow.`)],
      declarations: [{ name: 'apiSpec', type: 'ApiSpec', initializer: dataInitializer(value) }],
    },
  ];
  return { path: 'client/src/api-spec.ts', ...renderFinalFile(api.manifestPath, statements), format: 'typescript' };
}

/**
 * `SchemeSpec.writer`: the runtime's writer of a credential the core does not write itself (Basic,
 * an API key in the query or a cookie), named only by the schemes that need it so other bundles
 * leave it out.
 */
function writerName(kind: string, query: string | undefined, cookie: string | undefined): string | undefined {
  if (kind === 'basic') return 'basicCredential';
  if (query !== undefined) return 'queryCredential';
  return cookie !== undefined ? 'cookieCredential' : undefined;
}

function writerField(name: string | undefined): { writer?: Expression } {
  return name ? { writer: reference(name) } : {};
}

/**
 * The API's default security, as its operations show it: the scheme list most of them accept
 * (the manifest's `security.default` is what operations get unless they say otherwise). Ties go
 * to the list seen first.
 */
function commonestAuth(api: Api): AuthAlternative[] | undefined {
  const counts = new Map<string, { auth: AuthAlternative[]; count: number }>();
  for (const operation of api.operations) {
    const key = operation.auth.map(alternativeKey).join(' ');
    const entry = counts.get(key) ?? { auth: operation.auth, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  let best: { auth: AuthAlternative[]; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.auth;
}

function findOperation(api: Api, name: string): Operation {
  const operation = api.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`sdkgen client: the token flow names operation "${name}", which does not exist.`);
  return operation;
}

/** One import per operations file that holds a token-flow spec. */
function importsBySlug(api: Api, operations: Operation[]): StatementStructures[] {
  const bySlug = new Map<string, string[]>();
  for (const operation of operations) {
    const slug = api.groups.find((group) => group.key === operation.group)?.slug ?? operation.group;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), operationNames(operation).spec]);
  }
  return [...bySlug].map(([slug, names]) => ({
    kind: StructureKind.ImportDeclaration,
    moduleSpecifier: `./operations/${slug}.ts`,
    namedImports: names,
  }));
}
