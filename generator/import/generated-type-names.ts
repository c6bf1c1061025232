/**
 * The type names the client package declares besides the schemas: its runtime exports, the
 * client class (with its base class and options type) and each operation's `<Operation>Params`
 * and `<Operation>Response`, plus `<Operation>Version` for an operation whose `versions` is a map.
 * A schema named like one would be declared twice, so the importer moves the schema aside; this
 * says which names are taken, by what, and with which suffix. The lists come from the manifest
 * checks, so import and `validate` refuse the same names.
 */
import { clientClassNames, operationTypeNames, RUNTIME_EXPORTS } from '../manifest/checks/generated-names.ts';
import type { ClashOf, SchemaNameClash } from './schema-names.ts';

export interface NamedOperation {
  name: string;
  /**
   * Whether it may get a `versions` map. Schema names are settled before payloads are converted,
   * so this is known only as "offered in two or more versions", which covers every map.
   */
  versioned: boolean;
}

export function generatedTypeClashes(id: string, operations: readonly NamedOperation[]): ClashOf {
  const declared = new Map<string, SchemaNameClash>();
  for (const name of RUNTIME_EXPORTS) declared.set(name, { suffix: 'Model', with: `the runtime export "${name}" of the client package` });
  for (const name of clientClassNames(id)) declared.set(name, { suffix: 'Model', with: `the client class "${name}"` });
  for (const { name: operation, versioned } of operations) {
    const types = operationTypeNames(operation, versioned);
    declared.set(types.params, { suffix: 'Model', with: `the params type of operation "${operation}"` });
    // The schema usually is that response's body: `AccountsGetResponse` → `AccountsGetResponseBody`.
    declared.set(types.response, { suffix: 'Body', with: `the response type of operation "${operation}"` });
    if (types.version) declared.set(types.version, { suffix: 'Model', with: `the version type of operation "${operation}"` });
  }
  return (name) => declared.get(name);
}
