/**
 * `client/src/api-spec.ts`: the API-wide part of what the runtime needs (server, media types,
 * security schemes, token flow), as one constant the client classes pass to `ClientCore`.
 */
import type { Api, Operation } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { docText, type StatementStructures, StructureKind, VariableDeclarationKind } from '../ts/render.ts';
import { blankLineBefore, renderFile } from './layout.ts';
import { inlineLiteral } from '../ts/literal.ts';
import { operationNames } from './operation-function.ts';

export function apiSpecFile(api: Api): EmittedFile {
  const flow = api.tokenFlow;
  const create = flow ? findOperation(api, flow.createOperation) : undefined;
  const refresh = flow?.refreshOperation ? findOperation(api, flow.refreshOperation) : undefined;
  const specs = [create, refresh].filter((operation): operation is Operation => operation !== undefined);

  const fields = [
    `baseURL: ${inlineLiteral(api.servers[0]?.url ?? '')}`,
    `mediaSuccessTemplate: ${inlineLiteral(api.media.successTemplate)}`,
    `mediaProblem: ${inlineLiteral(api.media.problem)}`,
    `currentVersion: ${api.media.current}`,
    `schemes: ${inlineLiteral(
      api.securitySchemes.map(({ name, kind, header, bearerFormat }) => ({
        name,
        kind,
        ...(header !== undefined ? { header } : {}),
        ...(bearerFormat !== undefined ? { bearerFormat } : {}),
      })),
    )}`,
  ];
  if (flow && create) {
    const flowFields = [
      `scheme: ${inlineLiteral(flow.scheme)}`,
      `create: ${operationNames(create).spec}`,
      ...(refresh ? [`refresh: ${operationNames(refresh).spec}`] : []),
      `field: ${inlineLiteral(flow.tokenField)}`,
      `notRefreshableFrom: ${inlineLiteral(flow.notRefreshableFrom)}`,
      ...(flow.tenantParameter ? [`tenantParam: ${inlineLiteral(flow.tenantParameter)}`] : []),
    ];
    fields.push(`tokenFlow: { ${flowFields.join(', ')} }`);
  }

  const statements: StatementStructures[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './core/index.ts', namedImports: ['ApiSpec'] },
    ...importsBySlug(api, specs),
    {
      kind: StructureKind.VariableStatement,
      ...blankLineBefore,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [docText(`How the client reaches ${api.title}: its server, media types, security schemes and token flow.`)],
      declarations: [{ name: 'apiSpec', type: 'ApiSpec', initializer: `{ ${fields.join(', ')} }` }],
    },
  ];
  return { path: 'client/src/api-spec.ts', content: renderFile(api.manifestPath, statements), format: 'typescript' };
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
