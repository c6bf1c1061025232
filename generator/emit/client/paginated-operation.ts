/**
 * What `operations[].pagination` changes in an operation's function: an exported `<Op>Item`
 * type (the element of the list at `pagination.items`), a `PagePromise<Response, Item>` return
 * type, and a `paginate(...)` call in place of `client.send(...)`.
 */
import type { WriterFunction } from 'ts-morph';
import type { Operation } from '../../ir/types.ts';
import { scalarText } from '../json-text.ts';
import { callStatement, type StatementStructures, StructureKind } from '../ts/render.ts';
import { blankLineBefore } from './layout.ts';

export interface Paging {
  /** `export type ListProjectsItem = PageItem<ListProjectsResponse, 'items'>;` */
  itemAlias: StatementStructures;
  returnType: string;
  /** The function body's one statement, `return paginate<…>(client, spec, params, options);`. */
  call: WriterFunction;
}

export function pagingOf(operation: Operation, names: { spec: string; response: string; item?: string }): Paging | undefined {
  if (!operation.pagination || !names.item) return undefined;
  const generics = `${names.response}, ${names.item}`;
  return {
    itemAlias: {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.item,
      isExported: true,
      docs: [`One item of the list {@link ${names.response}} pages through.`],
      type: `PageItem<${names.response}, ${scalarText(operation.pagination.items)}>`,
    },
    returnType: `PagePromise<${generics}>`,
    call: callStatement({ prefix: 'return ', callee: 'paginate', typeArguments: `<${generics}>`, args: ['client', names.spec, 'params', 'options'] }),
  };
}
