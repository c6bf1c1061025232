/**
 * More given/want rows for the next page's params (templates/client/core/next-page.ts), where a
 * mutation run showed the table in next-page.test.ts to stay green: page numbers sent as text,
 * empty or not a number; totals that are no numbers; the default first page against
 * `totalPages`; a cursor that stops coming; and paths into values that are not objects.
 */
import { describe, expect, it } from 'vitest';
import { nextPageParams, valueAt } from '../../../templates/client/core/next-page.ts';
import type { PaginationSpec } from '../../../templates/client/core/spec.ts';

const two = [{ id: 'a' }, { id: 'b' }];
const cursor: PaginationSpec = { style: 'cursor', items: 'items', cursorParam: 'cursor', nextCursor: 'next' };
const offset: PaginationSpec = { style: 'offset', items: 'items', offsetParam: 'offset', total: 'total' };
const pages: PaginationSpec = { style: 'page', items: 'items', pageParam: 'page', totalPages: 'pages' };
const plainPages: PaginationSpec = { style: 'page', items: 'items', pageParam: 'page' };

describe('nextPageParams', () => {
  it.each<[string, PaginationSpec, Record<string, unknown>, unknown, Record<string, unknown> | undefined]>([
    ['cursor: none after one was sent ends', cursor, { cursor: 'c1' }, { items: two }, undefined],
    ['offset: a total that is text is ignored', offset, {}, { items: two, total: '2' }, { offset: 2 }],
    ['page: page 1 of 2 goes on', pages, {}, { items: two, pages: 2 }, { page: 2 }],
    ['page: page 2 of 2 ends', pages, { page: 2 }, { items: two, pages: 2 }, undefined],
    ['page: a page count that is text is ignored', pages, { page: 2 }, { items: two, pages: '2' }, { page: 3 }],
    ['page: an empty page param counts as the first page', plainPages, { page: '' }, { items: two }, { page: 2 }],
    ['page: a blank page param counts as the first page', plainPages, { page: ' ' }, { items: two }, { page: 2 }],
    ['page: a page param that is no number counts as the first page', plainPages, { page: 'abc' }, { items: two }, { page: 2 }],
    ['page: a null page param counts as the first page', plainPages, { page: null }, { items: two }, { page: 2 }],
    ['page: a page param as text counts', plainPages, { page: ' 3 ' }, { items: two }, { page: 4 }],
  ])('%s', (_what, spec, params, body, want) => {
    expect(nextPageParams(spec, params, body)).toEqual(want);
  });
});

describe('valueAt', () => {
  it.each<[string, unknown, string, unknown]>([
    ['a property of a string', { a: 'abc' }, 'a.length', undefined],
    ['a property of a number', { a: 5 }, 'a.toFixed', undefined],
    ['a property of an array', { a: [7] }, 'a.0', 7],
  ])('%s', (_what, value, path, want) => {
    expect(valueAt(value, path)).toEqual(want);
  });
});
