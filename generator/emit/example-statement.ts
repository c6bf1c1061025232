/**
 * The statement an example uses to call an operation, in the JSDoc, the package README and the
 * reference docs alike: `const result = await <call>;`; for an operation with `pagination`, a
 * `for await` loop over every item of every page; for one whose `response` has no body (a HEAD
 * operation, a 204), the headers it declares, read by `withResponse()`, or just the call.
 */
import type { Operation } from '../ir/types.ts';

export function exampleStatement(operation: Operation, call: string): string {
  if (operation.pagination) {
    return [`// Every item of every page, fetched as the loop goes`, `for await (const item of ${call}) {`, '  console.log(item);', '}'].join('\n');
  }
  const { response } = operation;
  const bodiless = response.contents.length === 0 && response.also.every((other) => other.contents.length === 0);
  if (!bodiless) return `const result = await ${call};`;
  return response.headers.length > 0 ? `const { headers } = await ${call}.withResponse();` : `await ${call};`;
}
