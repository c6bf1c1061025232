/**
 * Bound header parameters in OpenAPI's `simple` style: a list joined by commas, an object as
 * `x,1,y,b` (exploded: `x=1,y=b`). Named as `encoders.headers` by the specs of operations that
 * bind header parameters, so a bundle of others leaves it out.
 */
import { wireValue } from './query.ts';
import type { ParamBinding } from './spec.ts';

/** The `[name, value]` of each bound header parameter present in `params`, in binding order. */
export function encodeHeaderParams(bindings: readonly ParamBinding[], params: Record<string, unknown>): [string, string][] {
  return bindings.flatMap((binding) => {
    const value = params[binding.key];
    const entries =
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
        ? Object.entries(value).map(([key, item]) => (binding.explode ? `${key}=${wireValue(item)}` : `${key},${wireValue(item)}`))
        : (Array.isArray(value) ? value : [value]).map(wireValue).filter((part) => part !== undefined);
    return entries.length > 0 ? [[binding.name, entries.join(',')]] : [];
  });
}
