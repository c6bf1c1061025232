/**
 * `operations[].pagination` in the IR: the manifest's wire names of the request fields become
 * keys of the params object (what the client's next-page logic sets), and an absent `items`
 * means the body itself is the list (`''`). The shape is the client runtime's `PaginationSpec`.
 */
import type { ManifestOperation } from '../manifest/schema.ts';
import type { Pagination, Parameter } from './types.ts';

export function paginationOf(op: ManifestOperation, parameters: Parameter[]): Pagination | undefined {
  const declared = op.pagination;
  if (!declared) return undefined;
  const key = (name: string): string => parameters.find((parameter) => parameter.in === 'query' && parameter.name === name)?.key ?? name;
  const items = declared.items ?? '';
  const hasMore = declared.hasMore !== undefined ? { hasMore: declared.hasMore } : {};
  switch (declared.style) {
    case 'cursor':
      return {
        style: 'cursor',
        items,
        cursorParam: key(declared.cursor),
        ...(declared.nextCursor !== undefined ? { nextCursor: declared.nextCursor } : {}),
        ...(declared.cursorFromItem !== undefined ? { cursorFromItem: declared.cursorFromItem } : {}),
        ...hasMore,
      };
    case 'offset':
      return {
        style: 'offset',
        items,
        offsetParam: key(declared.offset),
        ...(declared.limit !== undefined ? { limitParam: key(declared.limit) } : {}),
        ...(declared.total !== undefined ? { total: declared.total } : {}),
        ...hasMore,
      };
    case 'page':
      return {
        style: 'page',
        items,
        pageParam: key(declared.page),
        ...(declared.size !== undefined ? { sizeParam: key(declared.size) } : {}),
        ...(declared.firstPage !== undefined ? { firstPage: declared.firstPage } : {}),
        ...(declared.totalPages !== undefined ? { totalPages: declared.totalPages } : {}),
        ...hasMore,
      };
  }
}
