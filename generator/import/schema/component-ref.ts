/**
 * Recognises a `$ref` to a whole component schema (`#/components/schemas/Pet`), which the
 * manifest keeps as a named reference (`{ $ref: Pet }`) instead of inlining it.
 */
import { parsePointer } from '../json-pointer.ts';

/** The component name of `#/components/schemas/<name>`, or `undefined` for any other reference. */
export function componentSchemaName(ref: string): string | undefined {
  if (!ref.startsWith('#/components/schemas/')) return undefined;
  const tokens = parsePointer(decodeURIComponent(ref.slice(1)));
  return tokens && tokens.length === 3 ? tokens[2] : undefined;
}
