/** Every emitter the pipeline runs, in order. Each reads only the IR and returns files. */
import type { Api } from '../ir/types.ts';
import type { EmittedFile } from './types.ts';

export interface Emitter {
  id: string;
  emit: (api: Api) => EmittedFile[] | Promise<EmittedFile[]>;
}

export const EMITTERS: readonly Emitter[] = [];
