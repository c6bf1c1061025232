/**
 * The type names the client package declares besides the schemas: its runtime exports, the
 * client class (with its base class and options type) and each operation's `<Operation>Params`
 * and `<Operation>Response`. A schema named like one would be declared twice, so the importer
 * moves the schema aside; this says which names are taken, by what, and with which suffix.
 * The lists come from the manifest checks, so import and `validate` refuse the same names.
 */
import { clientClassNames, operationTypeNames, RUNTIME_EXPORTS } from '../manifest/checks/generated-names.ts';
import type { ClashOf, SchemaNameClash } from './schema-names.ts';

export function generatedTypeClashes(id: string, operationNames: readonly string[]): ClashOf {
  const declared = new Map<string, SchemaNameClash>();
  for (const name of RUNTIME_EXPORTS) declared.set(name, { suffix: 'Model', with: `the runtime export "${name}" of the client package` });
  for (const name of clientClassNames(id)) declared.set(name, { suffix: 'Model', with: `the client class "${name}"` });
  for (const operation of operationNames) {
    const types = operationTypeNames(operation);
    declared.set(types.params, { suffix: 'Model', with: `the params type of operation "${operation}"` });
    // The schema usually is that response's body: `AccountsGetResponse` → `AccountsGetResponseBody`.
    declared.set(types.response, { suffix: 'Body', with: `the response type of operation "${operation}"` });
  }
  return (name) => declared.get(name);
}
