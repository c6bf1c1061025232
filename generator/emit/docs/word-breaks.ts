/**
 * The `words` helper of the HTML docs: escapes an identifier or path and lets the browser break
 * it only between its words (after `.`, `/`, `_`, `-`, `:` and before a camelCase hump), never
 * inside one. Long client calls and operation names still fit a 375px screen that way.
 */
import Handlebars from 'handlebars';

const BOUNDARY = /(?<=[./_\-:])(?=.)|(?<=[a-z0-9])(?=[A-Z])/;

/** `client.projectData.getData()` → `client.<wbr>project<wbr>Data.<wbr>get<wbr>Data()`. */
export function withWordBreaks(text: string): Handlebars.SafeString {
  const words = String(text).split(BOUNDARY);
  return new Handlebars.SafeString(words.map((word) => Handlebars.Utils.escapeExpression(word)).join('<wbr>'));
}
