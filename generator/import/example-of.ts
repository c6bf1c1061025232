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
  return resolved?.value.value;
}
