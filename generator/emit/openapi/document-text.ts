/**
 * The text of `openapi.json` in consecutive pieces, so that neither the path items (the manifest's
 * `operations`) nor the text of all of them is ever held at once. Microsoft Graph beta's export is
 * 69 MB: handed to the writer in pieces rather than printed whole (with the text it is laid out
 * from), the run's peak RSS went from 1,463 to 1,166 MiB (medians of four runs).
 *
 * The pieces are exactly `jsonText` of the whole document: the document is printed with its
 * `paths` empty and cut there, and the path items are printed a batch at a time inside an
 * object `{ paths: … }` of their own, so each line sits at the indentation (and each array is
 * laid out in the columns) it has in the whole document.
 */
import { jsonText } from '../json-text.ts';

/** A path (the key of `paths`) and what builds its path item when it is printed. */
export type PathItem = [path: string, build: () => Record<string, unknown>];

/** Path items printed together: a few MB of text on the largest APIs. */
const BATCH = 500;

const EMPTY_PATHS = '\n  "paths": {}';
const BATCH_HEAD = '{\n  "paths": {\n';
const BATCH_TAIL = '\n  }\n}\n';

/** `document` (whose `paths` member is `{}`) with `items` in its `paths`, as `jsonText` prints it, in pieces. */
export function* documentText(document: Record<string, unknown>, items: readonly PathItem[]): Generator<string> {
  const whole = jsonText(document);
  if (items.length === 0) {
    yield whole;
    return;
  }
  // The only member at two spaces' indentation named "paths" is the document's own: JSON text
  // holds no line break inside a string.
  const at = whole.indexOf(EMPTY_PATHS);
  if (at === -1) throw new Error('internal: the OpenAPI document has no empty `paths` member to print its path items into');
  yield `${whole.slice(0, at)}\n  "paths": {\n`;
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH).map(([path, build]): [string, unknown] => [path, build()]);
    const members = jsonText({ paths: Object.fromEntries(batch) }).slice(BATCH_HEAD.length, -BATCH_TAIL.length);
    yield start + BATCH < items.length ? `${members},\n` : members;
  }
  yield `\n  }${whole.slice(at + EMPTY_PATHS.length)}`;
}
