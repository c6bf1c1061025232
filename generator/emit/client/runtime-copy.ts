/** The client runtime (`templates/client/core/*.ts`), copied into the package's `src/core/` as it is (see emit/runtime-copy.ts). */
import { runtimeCopy } from '../runtime-copy.ts';
import type { EmittedFile } from '../types.ts';

export function runtimeFiles(): EmittedFile[] {
  return runtimeCopy('templates/client/core', 'client/src/core');
}
