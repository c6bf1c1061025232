/**
 * The property names each part of an `allOf` may require without declaring them: those its
 * sibling parts declare, through local `$ref`s and nested `allOf`s. JSON Schema holds `required`
 * to the whole value, so Ideal Postcodes' `Licensee` (`allOf: [LicenseeEditable, {required:
 * [name, …, whitelist], properties: {id, …}}]`) requires `whitelist`, which LicenseeEditable
 * types. Read quietly: broken or circular references are reported where they are converted.
 */
import type { ImportContext } from '../context.ts';
import { isRecord } from '../openapi-document.ts';

const MAX_DEPTH = 16;

export function siblingPropertyNames(parts: readonly unknown[], ctx: ImportContext): ReadonlySet<string>[] {
  const declared = parts.map((part) => declaredNames(part, ctx, 0));
  return parts.map((_, index) => new Set(declared.flatMap((names, other) => (other === index ? [] : names))));
}

/** The property names a schema declares, through `$ref`s, with those of its own `allOf` parts. */
export function declaredNames(schema: unknown, ctx: Pick<ImportContext, 'refs'>, depth = 0): string[] {
  const resolved = ctx.refs.peekThrough(schema).value;
  if (!isRecord(resolved) || depth > MAX_DEPTH) return [];
  const own = isRecord(resolved.properties) ? Object.keys(resolved.properties) : [];
  const nested = Array.isArray(resolved.allOf) ? resolved.allOf.flatMap((part) => declaredNames(part, ctx, depth + 1)) : [];
  return [...own, ...nested];
}
