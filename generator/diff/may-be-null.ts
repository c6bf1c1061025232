/**
 * Whether a schema accepts `null` once references are followed: its own `nullable`, the named
 * schema a `$ref` points at being nullable, or every part of an `allOf` being nullable (one part
 * that refuses `null` makes the whole refuse it). The differ compares this, not the flag on the
 * outermost node, when the two sides are spelled differently (`$ref: NullableX` in one release,
 * an inline `nullable: true` object or an `allOf` in the next).
 */
import type { Schema } from '../ir/types.ts';

export function mayBeNull(schema: Schema, named: ReadonlyMap<string, Schema>, seen: ReadonlySet<string> = new Set()): boolean {
  if (schema.meta.nullable) return true;
  if (schema.kind === 'ref') {
    const target = named.get(schema.name);
    return target !== undefined && !seen.has(schema.name) && mayBeNull(target, named, new Set([...seen, schema.name]));
  }
  if (schema.kind === 'intersection') return schema.parts.length > 0 && schema.parts.every((part) => mayBeNull(part, named, seen));
  return false;
}
