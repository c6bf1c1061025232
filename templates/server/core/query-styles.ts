/**
 * Reading one query parameter as its `style` and `explode` say (OpenAPI parameter
 * serialisation), before any type conversion: arrays come from repeated names (`form`, exploded),
 * `ids=1,2` (`form`), `a%20b` (`spaceDelimited`) or `a|b` (`pipeDelimited`); objects from
 * `created[gte]=1` (`deepObject`), `gte=1&lte=2` (`form`, exploded) or `created=gte,1,lte,2`
 * (with the style's separator: `created=gte|1|lte|2` when `pipeDelimited`), as the generated
 * client writes them.
 */
import type { ParamSpec } from './service.ts';

const SEPARATORS: Partial<Record<NonNullable<ParamSpec['style']>, string>> = {
  form: ',',
  spaceDelimited: ' ',
  pipeDelimited: '|',
};

/** The raw occurrences of an array or scalar parameter; `undefined` when it is absent. */
export function queryValues(spec: ParamSpec, search: URLSearchParams): string[] | undefined {
  const values = search.getAll(spec.name);
  if (values.length === 0) return undefined;
  const style = spec.style ?? 'form';
  const explode = spec.explode ?? style === 'form';
  const separator = SEPARATORS[style];
  // A style without a separator (`deepObject`) repeats the name for each item, as the client sends it.
  if (spec.type !== 'array' || explode || separator === undefined) return values;
  const last = values[values.length - 1]!;
  return last === '' ? [] : last.split(separator);
}

/** `ids][0` of `n[ids][0]`: a property, then a list index (or `]` alone for `n[ids][]`). */
const LIST_ITEM = /^([^\]]*)\]\[(\d*)$/;

/**
 * The raw properties of an object parameter; `undefined` when none was sent. A `deepObject`
 * property sent more than once, or with an index (`n[ids][0]=1`, `n[ids][]=1`), is a list, in
 * index order.
 */
export function queryObject(
  spec: ParamSpec,
  search: URLSearchParams,
): Record<string, string | string[]> | undefined {
  const style = spec.style ?? 'form';
  const explode = spec.explode ?? style === 'form';
  const result: Record<string, string | string[]> = {};
  if (style === 'deepObject') {
    const prefix = `${spec.name}[`;
    const sent = new Map<string, { indexed: boolean; items: { index: number; value: string }[] }>();
    for (const [name, value] of search) {
      if (!name.startsWith(prefix) || !name.endsWith(']')) continue;
      const inner = name.slice(prefix.length, -1);
      const item = LIST_ITEM.exec(inner);
      const key = item ? item[1]! : inner;
      const entry = sent.get(key) ?? { indexed: false, items: [] };
      entry.indexed ||= item !== null;
      entry.items.push({ index: item?.[2] ? Number(item[2]) : entry.items.length, value });
      sent.set(key, entry);
    }
    for (const [key, { indexed, items }] of sent) {
      result[key] = !indexed && items.length === 1 ? items[0]!.value : items.sort((a, b) => a.index - b.index).map((entry) => entry.value);
    }
  } else if (explode) {
    for (const property of Object.keys(spec.properties ?? {})) {
      // A repeated name is a list property (`columns=a&columns=b`), as the generated client writes one.
      const values = search.getAll(property);
      if (values.length > 0) result[property] = values.length === 1 ? values[0]! : values;
    }
  } else {
    // Stryker disable next-line ArrayDeclaration,StringLiteral: an absent parameter has no pairs either way; the manifest check allows no query style outside SEPARATORS here
    const parts = search.get(spec.name)?.split(SEPARATORS[style] ?? ',') ?? [];
    for (let i = 0; i + 1 < parts.length; i += 2) result[parts[i]!] = parts[i + 1]!;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
