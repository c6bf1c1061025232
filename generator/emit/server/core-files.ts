/**
 * The server runtime (`templates/server/core/*.ts`), copied into the package's `core/` as it is
 * (see emit/runtime-copy.ts). Nothing API-specific is in it: that all lives in `routes.ts`.
 */
import { fileURLToPath } from 'node:url';
import { sdkgenURL } from '../../sdkgen-files.ts';
import { runtimeCopy } from '../runtime-copy.ts';
import type { EmittedFile } from '../types.ts';

/** Where the template files live, for tests and for tools that want to import them directly. */
export const coreTemplateDir = fileURLToPath(sdkgenURL('templates/server/core/'));

export function coreFiles(): EmittedFile[] {
  return runtimeCopy('templates/server/core', 'server/core');
}
