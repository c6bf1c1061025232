/**
 * OpenAPI `description`s are CommonMark. Manifest prose is plain text (with backtick code), so it
 * goes through the same escaping as the Markdown docs: a `<script>` in a note stays text in every
 * OpenAPI renderer. `summary` is plain text in OpenAPI and is exported as written.
 */
import { blockText } from '../docs/text-view.ts';

export function commonMark(text: string): string {
  return blockText(text).md;
}
