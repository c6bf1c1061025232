/**
 * Bound query parameters as OpenAPI `style` and `explode` say (the binding carries them only
 * when they differ from the default, `form` exploded):
 *
 * | style (explode) | array `[a, b]` | object `{ x: 1, y: 2 }` |
 * |---|---|---|
 * | form (true) | `n=a&n=b` | `x=1&y=2` |
 * | form (false) | `n=a,b` | `n=x,1,y,2` |
 * | spaceDelimited | `n=a%20b` | `n=x%201%20y%202` |
 * | pipeDelimited | `n=a\|b` | `n=x\|1\|y\|2` |
 * | deepObject | `n=a&n=b` | `n[x]=1&n[y]=2` |
 *
 * A list as a property of a `deepObject` (`{ ids: [1, 2] }`, which OpenAPI leaves undefined)
 * goes with indices, `n[ids][0]=1&n[ids][1]=2`, as qs, PHP and Prism read it; of an exploded
 * `form` object, as the key repeated, `ids=1&ids=2`, as a list of its own would. Objects inside
 * go as JSON text.
 *
 * Named as `encoders.query` by the specs of operations that bind query parameters, so a bundle
 * of others leaves it out.
 */
import { bracketName, formComponent, plainParts, wireValue } from './query.ts';
import type { ParamBinding, QueryPart } from './spec.ts';

const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: '%20', pipeDelimited: '|' };

/** The query parts of the bound parameters in `params`, in binding order. */
export function encodeQueryParams(bindings: readonly ParamBinding[], params: Record<string, unknown>): QueryPart[] {
  return bindings.flatMap((binding) => styledParts(binding, params[binding.key]));
}

function styledParts(binding: ParamBinding, value: unknown): QueryPart[] {
  const { name } = binding;
  const style = binding.style ?? 'form';
  const explode = binding.explode ?? style === 'form';
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
  // Scalars in any style, `deepObject`, and lists that repeat their key: the default writing.
  if (style === 'deepObject' || (!isObject && (!Array.isArray(value) || explode || !(style in DELIMITERS)))) return plainParts(name, value);
  const part = (key: string, text: string): QueryPart => ({ name, text: `${bracketName(key)}=${text}` });
  if (Array.isArray(value)) {
    const items = value.map(wireValue).filter((item) => item !== undefined);
    return items.length === 0 ? [] : [part(name, items.map(formComponent).join(DELIMITERS[style]))];
  }
  const entries = Object.entries(value as object).flatMap(([key, item]) =>
    // Exploded, a list property repeats its key; not exploded, it stays one (JSON) value.
    (explode && Array.isArray(item) ? item : [item]).flatMap((element) => {
      const text = wireValue(element);
      return text === undefined ? [] : [[key, text] as const];
    }),
  );
  if (explode) return entries.map(([key, text]) => part(key, formComponent(text)));
  return [part(name, entries.flat().map(formComponent).join(DELIMITERS[style] ?? ','))];
}
