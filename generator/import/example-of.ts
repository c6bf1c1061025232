/**
 * The example of a Parameter or Media Type Object: `example`, else the `value` of the first
 * entry of `examples` (an Example Object, maybe a `$ref`). The manifest keeps one example, and
 * external ones (`externalValue`) cannot be read at import time, so they are reported.
 */
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord, type Raw } from './openapi-document.ts';

export function exampleOf(holder: Raw, pointer: string, ctx: ImportContext): unknown {
  if (holder.example !== undefined) return holder.example;
  if (!isRecord(holder.examples)) return undefined;
  const [name, first] = Object.entries(holder.examples)[0] ?? [];
  if (name === undefined) return undefined;
  const resolved = ctx.refs.resolve(first, pointerTo(pointer, 'examples', name));
  if (resolved && resolved.value.value === undefined && typeof resolved.value.externalValue === 'string') {
    ctx.warnings.warn(pointerTo(resolved.pointer, 'externalValue'), 'external examples are not supported; ignored');
  }
  return resolved ? exampleValue(resolved.value.value, pointerTo(resolved.pointer, 'value'), ctx) : undefined;
}

/**
 * An Example Object's `value` is literal data, but GitHub writes some as a `$ref` to another
 * Example Object (`value: { $ref: '#/components/examples/projects-v2-item-simple' }`), meaning
 * its value; such a value is read through. A `$ref` to anything else stays the data it is.
 */
function exampleValue(value: unknown, pointer: string, ctx: ImportContext): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string' || Object.keys(value).length !== 1 || !value.$ref.startsWith('#/components/examples/')) return value;
  const target = ctx.refs.resolve(value, pointer);
  return target && isRecord(target.value) && target.value.value !== undefined ? target.value.value : value;
}
