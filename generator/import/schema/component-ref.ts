/**
 * Recognises a `$ref` to a whole component schema (`#/components/schemas/Pet`), which the
 * manifest keeps as a named reference (`{ $ref: Pet }`) instead of inlining it.
 */
import { parsePointer } from '../json-pointer.ts';
import { decodeRefFragment } from '../uri-fragment.ts';

/**
 * The component name of `#/components/schemas/<name>`, or `undefined` for any other reference
 * (including one whose percent-escapes are malformed: the general resolver words that warning).
 */
export function componentSchemaName(ref: string): string | undefined {
  if (!ref.startsWith('#/components/schemas/')) return undefined;
  const pointer = decodeRefFragment(ref);
  const tokens = pointer === undefined ? undefined : parsePointer(pointer);
  return tokens && tokens.length === 3 ? tokens[2] : undefined;
}
