/**
 * Path values beyond a single scalar, as OpenAPI's path styles write them (RFC 6570 expansion):
 * lists and objects in `simple` (`a,b`), `label` (`.a,b`) and `matrix` (`;id=a,b`) style,
 * exploded or not, and scalars in `label` and `matrix` style. Each item is encoded on its own
 * (by `encodeScalar`, which `path.ts` hands in) so the separators stay separators.
 *
 * Named as `encoders.path` only by the specs of operations whose path parameters take such
 * values (`ParamBinding.style`, `explode`, or a list or object schema), so a bundle of others
 * leaves this out.
 */
import { InvalidRequestError } from './errors.ts';
import type { ParamBinding } from './spec.ts';

export function encodeStyledSegment(what: string, binding: ParamBinding, value: unknown, encodeScalar: (item: unknown) => string): string {
  if (typeof value === 'object' && value !== null) return encodeStructured(what, binding, value, encodeScalar);
  const encoded = encodeScalar(value);
  if (binding.style === 'label') return `.${encoded}`;
  if (binding.style === 'matrix') return `;${encodeURIComponent(binding.name)}=${encoded}`;
  return encoded;
}

/** An array or object in the binding's style. */
function encodeStructured(what: string, binding: ParamBinding, value: object, encodeScalar: (item: unknown) => string): string {
  const explode = binding.explode === true;
  const name = encodeURIComponent(binding.name);
  const pairs = Array.isArray(value)
    ? value.map((item): [string | undefined, string] => [undefined, encodeScalar(item)])
    : Object.entries(value).map(([key, item]): [string | undefined, string] => [encodeURIComponent(key), encodeScalar(item)]);
  if (pairs.length === 0) throw new InvalidRequestError(`${what} is required and must not be empty.`);
  const flat = pairs.flatMap(([key, item]) => (key === undefined ? [item] : [key, item]));
  const exploded = pairs.map(([key, item]) => (key === undefined ? item : `${key}=${item}`));
  switch (binding.style) {
    case 'label':
      return explode ? `.${exploded.join('.')}` : `.${flat.join(',')}`;
    case 'matrix':
      if (!explode) return `;${name}=${flat.join(',')}`;
      return Array.isArray(value) ? exploded.map((item) => `;${name}=${item}`).join('') : exploded.map((pair) => `;${pair}`).join('');
    default:
      return explode ? exploded.join(',') : flat.join(',');
  }
}
