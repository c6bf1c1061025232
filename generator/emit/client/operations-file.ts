/**
 * `client/src/operations/<group>.ts`: the standalone functions of one group with their specs
 * and types. Schema types are imported by name; a clash with a generated name fails generation
 * (the package index could not export both anyway).
 */
import type { Api, Group, Operation } from '../../ir/types.ts';
import { type StatementStructures, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { assertDistinct } from './identifiers.ts';
import { renderFinalFile } from './layout.ts';
import { operationNames, operationStatements } from './operation-function.ts';
import { specFunctions } from './operation-spec.ts';
import { runtimeTypesOf } from './payload-types.ts';
import { schemaRefs } from './schema-types.ts';
import { RUNTIME_FUNCTIONS } from '../../manifest/checks/generated-names.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { xmlConstantsOf } from './xml-payloads.ts';

const CORE_IMPORTS = ['APIPromise', 'ClientCore', 'OperationSpec', 'RequestOptions'];
/** Imported where an operation pages its results. */
const PAGING_TYPES = ['PageItem', 'PagePromise'];
/** Imported where a body type names them. */
const RUNTIME_TYPES = ['BinaryBody', 'Uploadable'];

export function operationsFile(group: Group, api: Api): EmittedFile {
  const schemaNames = [...referencedSchemas(group.operations)];
  const byName = schemasByName(api);
  const xmlConstants = [...new Set(group.operations.flatMap((operation) => xmlConstantsOf(operation, byName)))].sort();
  assertDistinct(`operations/${group.slug}.ts`, [
    ...xmlConstants.map((name): [string, string] => [name, 'XML shape import']),
    ...[...CORE_IMPORTS, ...RUNTIME_TYPES, ...PAGING_TYPES, ...RUNTIME_FUNCTIONS].map((name): [string, string] => [name, 'runtime import']),
    ...schemaNames.map((name): [string, string] => [name, 'schema import']),
    ...group.operations.flatMap((operation) => Object.values(operationNames(operation, api)).map((name): [string, string] => [name, operation.name])),
  ]);
  const runtimeTypes = [
    ...new Set(group.operations.flatMap((operation) => operation.byVersion.flatMap((entry) => runtimeTypesOf(entry.requestBody, api.schemas)))),
  ];
  const paginates = group.operations.some((operation) => operation.pagination);
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      moduleSpecifier: '../core/index.ts',
      namedImports: [...CORE_IMPORTS, ...runtimeTypes, ...(paginates ? PAGING_TYPES : [])].sort(),
    },
  ];
  const values = [...new Set(group.operations.flatMap((operation) => specFunctions(operation, api))), ...(paginates ? ['paginate'] : [])].sort();
  if (values.length > 0) statements.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: '../core/index.ts', namedImports: values });
  if (xmlConstants.length > 0) statements.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier: '../xml-shapes.ts', namedImports: xmlConstants });
  if (schemaNames.length > 0) {
    statements.push({ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: '../types.ts', namedImports: schemaNames });
  }
  for (const operation of group.operations) statements.push(...operationStatements(operation, api));
  return { path: `client/src/operations/${group.slug}.ts`, ...renderFinalFile(api.manifestPath, statements), format: 'typescript' };
}

function referencedSchemas(operations: Operation[]): Set<string> {
  const names = new Set<string>();
  for (const operation of operations) {
    for (const parameter of operation.parameters) schemaRefs(parameter.schema, names);
    for (const entry of operation.byVersion) {
      const alsoPayloads = entry.response.also.flatMap((other) => other.contents);
      for (const payload of [...(entry.requestBody?.contents ?? []), ...entry.response.contents, ...alsoPayloads]) schemaRefs(payload.schema, names);
      for (const header of entry.response.headers) schemaRefs(header.schema, names);
    }
  }
  return new Set([...names].sort());
}
