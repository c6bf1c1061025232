/**
 * An `enum` of single values on a list schema (`type: array, items: { type: string }, enum: [a,
 * b]`). Read strictly, no list equals a string, so the schema takes nothing; the author meant the
 * items' values, as tools that wrote Swagger 2.0 query lists did (Wordnik's `sourceDictionaries`,
 * Mailchimp's `fields`). The values move to `items`, with a warning, so the client types each item
 * and the server checks each one. It stays where it is when the items are a `$ref` or have an
 * enum of their own. (An enum that lists arrays never gets here: the manifest takes single values.)
 */
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';
import type { Draft } from './scalar-keywords.ts';

export function moveArrayEnumToItems(draft: Draft, pointer: string, ctx: ImportContext): void {
  const { enum: values, items } = draft as { enum?: unknown[]; items?: Record<string, unknown> };
  if (draft.type !== 'array' || values === undefined) return;
  if (items !== undefined && (items.$ref !== undefined || items.enum !== undefined)) return;
  draft.items = { ...items, enum: values };
  delete draft.enum;
  ctx.warnings.warn(pointerTo(pointer, 'enum'), "an enum of single values on a list is read as the values of its items; moved to items");
}
