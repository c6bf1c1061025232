/**
 * The statement an example uses to call an operation, in the JSDoc, the package README and the
 * reference docs alike: `const result = await <call>;`, or for an operation with `pagination`,
 * a `for await` loop over every item of every page.
 */
import type { Operation } from '../ir/types.ts';

export function exampleStatement(operation: Operation, call: string): string {
  if (!operation.pagination) return `const result = await ${call};`;
  return [`// Every item of every page, fetched as the loop goes`, `for await (const item of ${call}) {`, '  console.log(item);', '}'].join('\n');
}
