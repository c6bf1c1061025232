/**
 * The server emitter: a route skeleton under `server/` that routes every operation of the IR,
 * with the runtime copied from `templates/server/core/` and everything API-specific in data
 * (`routes.ts`), types (`handlers.ts`, `schemas.ts`) and zod validators (`validators.ts`).
 */
import type { Api } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { coreFiles } from './core-files.ts';
import { handlersFile, schemasFile } from './handlers-file.ts';
import { indexFile } from './index-file.ts';
import { packageFiles } from './package-files.ts';
import { readmeFile } from './readme-file.ts';
import { routesFile } from './routes-file.ts';
import { validatorsFile } from './validators-file.ts';

export { describeService } from './service-description.ts';

export function emitServer(api: Api): EmittedFile[] {
  return [
    ...coreFiles(),
    routesFile(api),
    handlersFile(api),
    schemasFile(api),
    validatorsFile(api),
    indexFile(api),
    ...packageFiles(api),
    readmeFile(api),
  ];
}
