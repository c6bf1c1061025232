/**
 * `client/src/index.ts`: the package entry. Every export is listed by name (no `export *`),
 * so the public surface is explicit and a name clash fails generation instead of silently
 * dropping an export.
 */
import type { Api } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { baseClientName, clientOptionsName } from './client-class.ts';
import { assertDistinct } from './identifiers.ts';
import { renderFinalFile } from './layout.ts';
import { type StatementStructures, StructureKind } from '../ts/render.ts';
import { operationNames } from './operation-function.ts';

/** Runtime exports offered to users; `Problem` is left out because schemas commonly use that name. */
const CORE_VALUES = [
  'APIPromise', 'AbortError', 'ApiError', 'ApiVersionError', 'ClientCore', 'ConnectionError', 'CredentialsError',
  'InvalidRequestError', 'ProblemError', 'RedirectError', 'ResponseParseError', 'ResponseTooLargeError', 'TimeoutError', 'customRequest', 'toFile', 'PagePromise',
];
const CORE_TYPES = [
  'BasicCredential', 'BinaryBody', 'ClientCoreOptions', 'Credential', 'CustomRequest', 'Fetch', 'OutgoingRequest', 'RequestOptions',
  'ToFileOptions', 'Uploadable',
];

interface ExportLine {
  from: string;
  values: string[];
  types: string[];
}

export function indexFile(api: Api): EmittedFile {
  const lines: ExportLine[] = [
    { from: './client.ts', values: [api.clientName, `${api.clientName} as default`], types: [] },
    { from: './base-client.ts', values: [baseClientName(api)], types: [clientOptionsName(api)] },
    { from: './core/index.ts', values: CORE_VALUES, types: CORE_TYPES },
    { from: './types.ts', values: [], types: api.schemas.map((schema) => schema.name) },
    ...api.groups.map((group) => ({
      from: `./operations/${group.slug}.ts`,
      values: group.operations.map((operation) => operationNames(operation).fn),
      types: group.operations.flatMap((operation) => {
        const names = operationNames(operation);
        return [names.params, names.response, ...(names.headers ? [names.headers] : []), ...(names.item ? [names.item] : [])];
      }),
    })),
  ];
  assertDistinct(
    'the package index',
    lines.flatMap((line) => [...line.values, ...line.types].filter((name) => !name.includes(' as ')).map((name): [string, string] => [name, line.from])),
  );
  const statements: StatementStructures[] = lines
    .filter((line) => line.values.length + line.types.length > 0)
    .map((line) => ({
      kind: StructureKind.ExportDeclaration,
      namedExports: [...line.values, ...line.types.map((name) => `type ${name}`)],
      moduleSpecifier: line.from,
    }));
  return { path: 'client/src/index.ts', ...renderFinalFile(api.manifestPath, statements), format: 'typescript' };
}
