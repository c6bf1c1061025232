/**
 * `operations[].pagination`: how a list operation pages, so the client can iterate every item.
 * Request fields (`cursor`, `offset`, `limit`, `page`, `size`) name the operation's query
 * parameters; response fields (`items`, `nextCursor`, `total`, ...) are dotted paths into the
 * response body (`meta.next_cursor`). Without `items` the body itself is the list.
 */
import { z } from 'zod';

// As in schema.ts (which imports this file, so it cannot be imported from there).
const nonEmpty = z.string().trim().min(1, 'expected a non-empty string');
const responseField = z.string().regex(/^[^.]+(\.[^.]+)*$/, 'expected a dotted field path such as "meta.next_cursor"');
export const paginationSchema = z.discriminatedUnion('style', [
  z
    .object({
      style: z.literal('cursor'),
      items: responseField.optional(),
      /** The query parameter that carries the cursor. */
      cursor: nonEmpty,
      /** The response field holding the next page's cursor. */
      nextCursor: responseField.optional(),
      /** Instead of `nextCursor`: the field of the last item that is the next cursor (`starting_after=<id>`). */
      cursorFromItem: responseField.optional(),
      hasMore: responseField.optional(),
    })
    .strict(),
  z
    .object({
      style: z.literal('offset'),
      items: responseField.optional(),
      offset: nonEmpty,
      limit: nonEmpty.optional(),
      /** The response field holding the number of items in the whole list. */
      total: responseField.optional(),
      hasMore: responseField.optional(),
    })
    .strict(),
  z
    .object({
      style: z.literal('page'),
      items: responseField.optional(),
      page: nonEmpty,
      size: nonEmpty.optional(),
      /** The number of the first page: 1 unless the API counts from 0. */
      firstPage: z.number().int().min(0).optional(),
      /** The response field holding the number of pages. */
      totalPages: responseField.optional(),
      hasMore: responseField.optional(),
    })
    .strict(),
]);
