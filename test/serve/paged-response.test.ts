/** Given a page request of a paginated list, want the page the mock answers and its counts. */
import { describe, expect, it } from 'vitest';
import { pagedResponse } from '../../generator/serve/mock/paged-response.ts';
import type { Pagination } from '../../generator/ir/types.ts';

const collection = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));
// Billbee's lists: pages from 1, `pageSize`, the page count under `Paging.TotalPages`.
const pages: Pagination = { style: 'page', items: 'Data', pageParam: 'page', sizeParam: 'pageSize', totalPages: 'Paging.TotalPages' };

describe('pagedResponse, pages', () => {
  it.each<[string, Record<string, unknown>, number[], number]>([
    ['the first page by default, of 10', {}, collection.slice(0, 10).map((item) => item.id), 3],
    ['the page and size asked for', { page: 2, pageSize: 10 }, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 3],
    ['a size of 0 is read as 1, so the count stays finite', { page: 1, pageSize: 0 }, [1], 25],
    ['a page before the first is the first', { page: 0, pageSize: 5 }, [1, 2, 3, 4, 5], 5],
  ])('%s', (_, query, ids, totalPages) => {
    const body = pagedResponse(pages, { Data: [], Paging: { TotalPages: 0 } }, collection, query) as { Data: { id: number }[]; Paging: { TotalPages: number } };
    expect(body.Data.map((item) => item.id)).toEqual(ids);
    expect(body.Paging.TotalPages).toBe(totalPages);
  });
});
