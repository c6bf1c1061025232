/**
 * The arguments of the `@example` call in each generated function's JSDoc and in the package
 * README: the same values the reference docs show (see `emit/examples.ts`).
 */
import type { Api, Operation } from '../../ir/types.ts';
import { exampleCallArguments } from '../examples.ts';
import { inlineLiteral } from '../ts/literal.ts';

/** `{ projectId: 'PROJECT_ID', dataId: 'DATA_ID' }`, or '' when the call needs no arguments. */
export function exampleArguments(operation: Operation, api: Api): string {
  const args = exampleCallArguments(operation, api);
  return Object.keys(args).length > 0 ? inlineLiteral(args) : '';
}
