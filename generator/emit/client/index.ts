/**
 * The client SDK emitter: from the IR, a publishable TypeScript package under `client/` with
 * the runtime, schema types, one standalone function per operation, one class per group, and
 * the client class tying them together.
 */
import type { Api } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { apiSpecFile } from './api-spec-file.ts';
import { baseClientFile, clientFile } from './client-class.ts';
import { groupClassFile } from './group-class.ts';
import { indexFile } from './index-file.ts';
import { operationsFile } from './operations-file.ts';
import { packageFiles } from './package-files.ts';
import { runtimeFiles } from './runtime-copy.ts';
import { typesFile } from './types-file.ts';
import { xmlShapesFile } from './xml-payloads.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';

export { schemaToTs, type SchemaToTsOptions } from './schema-types.ts';

export function emitClient(api: Api): EmittedFile[] {
  const shapes = xmlShapesFile(api, schemasByName(api));
  return [
    ...packageFiles(api),
    ...runtimeFiles(),
    typesFile(api),
    apiSpecFile(api),
    ...api.groups.map((group) => operationsFile(group, api)),
    ...(shapes ? [shapes] : []),
    ...api.groups.map((group) => groupClassFile(group, api)),
    baseClientFile(api),
    clientFile(api),
    indexFile(api),
  ];
}
