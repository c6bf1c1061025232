/**
 * The generated ICA packages under test and the IR they were generated from. Tests import the
 * committed output in generated/ica/ (not the templates) because that is what users ship.
 */
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api, Operation } from '../../../generator/ir/types.ts';
import type { RouteSpec } from '../../../generated/ica/server/core/service.ts';
import { service } from '../../../generated/ica/server/routes.ts';
import { ICA_MANIFEST } from '../../helpers/tmp.ts';

export { service };

/** One operation as both sides know it: the server's route and the IR the client was built from. */
export interface OperationPair {
  route: RouteSpec;
  op: Operation;
}

let loaded: Promise<Api> | undefined;

export function icaApi(): Promise<Api> {
  loaded ??= loadApi(ICA_MANIFEST);
  return loaded;
}

/**
 * Every route of the generated server next to its IR operation. Both lists are in manifest
 * order; a mismatch means generated/ica is stale, which is worth failing loudly on.
 */
export async function operationPairs(): Promise<OperationPair[]> {
  const api = await icaApi();
  if (api.operations.length !== service.routes.length) {
    throw new Error(
      `generated/ica has ${service.routes.length} routes but the manifest ${api.operations.length} operations; regenerate`,
    );
  }
  return service.routes.map((route, index) => {
    const op = api.operations[index]!;
    if (op.name !== route.name || op.method !== route.method || op.path.raw !== route.path) {
      throw new Error(`route ${index} is ${route.name}, the manifest says ${op.name}; regenerate`);
    }
    return { route, op };
  });
}
