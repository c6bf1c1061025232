/** Every emitter the pipeline runs, in order. Each reads only the IR and returns its files, or streams them (docs, the OpenAPI export). */
import type { Api } from '../ir/types.ts';
import { emitClient } from './client/index.ts';
import { emitDocs, streamDocs } from './docs/index.ts';
import { emitOpenApi, streamOpenApi } from './openapi/index.ts';
import { emitServer } from './server/index.ts';
import type { EmittedFile, OutputSink } from './types.ts';

export interface Emitter {
  id: string;
  emit: (api: Api) => EmittedFile[] | Promise<EmittedFile[]>;
  /**
   * The same files put to `out` as they are made, for an emitter whose output is too large to
   * hold until it ends (docs). `generate` uses it when it writes as it emits.
   */
  stream?: (api: Api, out: OutputSink) => Promise<void>;
}

export const EMITTERS: readonly Emitter[] = [
  { id: 'client', emit: emitClient },
  { id: 'server', emit: emitServer },
  { id: 'docs', emit: emitDocs, stream: streamDocs },
  { id: 'openapi', emit: emitOpenApi, stream: streamOpenApi },
];
