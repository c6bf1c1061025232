/** Every emitter the pipeline runs, in order. Each reads only the IR and returns files. */
import type { Api } from '../ir/types.ts';
import { emitClient } from './client/index.ts';
import { emitDocs } from './docs/index.ts';
import { emitOpenApi } from './openapi/index.ts';
import { emitServer } from './server/index.ts';
import type { EmittedFile } from './types.ts';

export interface Emitter {
  id: string;
  emit: (api: Api) => EmittedFile[] | Promise<EmittedFile[]>;
}

export const EMITTERS: readonly Emitter[] = [
  { id: 'client', emit: emitClient },
  { id: 'server', emit: emitServer },
  { id: 'docs', emit: emitDocs },
  { id: 'openapi', emit: emitOpenApi },
];
