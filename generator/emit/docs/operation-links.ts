/**
 * Lists of operations inside sentences ("only create_jwt_token and refresh_jwt_token"), as
 * Markdown with links to the group pages and as link items with separators for HTML.
 */
import type { Api, Operation } from '../../ir/types.ts';
import { groupPage, operationAnchor } from './anchors.ts';
import { mdCode, mdLink } from './markdown.ts';

export interface OperationLink {
  text: string;
  href: string;
  /** What follows this item in the sentence: ", ", " and " or "". */
  separator: string;
}

export interface OperationList {
  links: OperationLink[];
  md: string;
}

function separatorAfter(index: number, count: number): string {
  if (index === count - 1) return '';
  return index === count - 2 ? ' and ' : ', ';
}

export function operationList(operations: Operation[], api: Api): OperationList {
  const links = operations.map((operation, index) => ({
    text: operation.name,
    href: `#${operationAnchor(operation)}`,
    separator: separatorAfter(index, operations.length),
  }));
  const md = operations
    .map((operation, index) => {
      const group = api.groups.find((g) => g.key === operation.group);
      const page = group ? groupPage(group) : '';
      return mdLink(mdCode(operation.name), `${page}#${operationAnchor(operation)}`) + separatorAfter(index, operations.length);
    })
    .join('');
  return { links, md };
}
