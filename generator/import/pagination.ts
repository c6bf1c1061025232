/**
 * Finds how list operations page, from the names real APIs use, and writes it as each
 * operation's `pagination`: a cursor (`pageToken` → `nextPageToken`, `cursor` →
 * `meta.next_cursor`, Stripe's `starting_after` = the last item's `id` with `has_more`), an
 * offset (`offset`/`limit` with `total`) or numbered pages (`page`/`per_page`). Only GET
 * operations whose response is a list, or an object with one list in it, qualify; a request field
 * is always one of the operation's query parameters and a response field one its schema declares,
 * so the manifest's own checks accept what is found.
 */
import { firstNamed, pageSizeName, squashName } from '../ir/page-size-names.ts';
import type { ManifestOperation, ManifestSchema } from '../manifest/schema.ts';

type Pagination = NonNullable<ManifestOperation['pagination']>;
type Style = Pagination['style'];

const ITEM_FIELDS = ['data', 'items', 'results', 'entries', 'values', 'records', 'elements', 'list', 'objects', 'nodes', 'content'];
const CURSOR_PARAMS = ['pagetoken', 'cursor', 'nexttoken', 'continuationtoken', 'startcursor', 'pagecursor', 'marker', 'after', 'startingafter', 'nextpagetoken'];
const NEXT_CURSOR_FIELDS = ['nextpagetoken', 'nextcursor', 'nexttoken', 'continuationtoken', 'nextmarker', 'endcursor', 'nextpage', 'cursor'];
/** Objects a next cursor or a total is often nested in. */
const META_FIELDS = ['meta', 'metadata', 'responsemetadata', 'pagination', 'paging', 'pageinfo', 'links', 'nextpage'];
const FROM_ITEM_PARAMS = ['startingafter', 'after'];
const HAS_MORE_FIELDS = ['hasmore', 'hasnextpage', 'hasnext', 'more'];
const OFFSET_PARAMS = ['offset', 'pageoffset', 'skip', 'start', 'startindex', 'startat'];
const TOTAL_FIELDS = ['total', 'totalcount', 'totalitemcount', 'totalitems', 'totalresults', 'totalsize'];
const PAGE_PARAMS = ['page', 'pagenumber', 'pageno'];
const TOTAL_PAGES_FIELDS = ['totalpages', 'pagecount', 'numpages'];

export interface PaginationFound {
  /** Operation name → style, for each operation given a `pagination`. */
  operations: Record<string, Style>;
}

/**
 * Sets `pagination` on every operation whose parameters and response match a pattern; `taken`
 * says whether a type name is already declared (the operation's `<Op>Item` must be free).
 */
export function detectPagination(operations: ManifestOperation[], schemas: Record<string, ManifestSchema>, itemTypeTaken: (operation: string) => boolean): PaginationFound {
  const found: PaginationFound = { operations: {} };
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.versions !== undefined && !Array.isArray(operation.versions) || itemTypeTaken(operation.name)) continue;
    const pagination = paginationOf(operation, schemas);
    if (!pagination) continue;
    operation.pagination = pagination;
    found.operations[operation.name] = pagination.style;
  }
  return found;
}

function paginationOf(operation: ManifestOperation, schemas: Record<string, ManifestSchema>): Pagination | undefined {
  const body = resolve(responseSchema(operation.response), schemas);
  if (!body) return undefined;
  const list = listIn(body, schemas);
  if (!list) return undefined;
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const param = (candidates: string[]) => firstNamed(candidates, query);
  const field = (candidates: string[], nestedOnly = false, accept?: (schema: ManifestSchema | undefined) => boolean) =>
    fieldIn(body, candidates, schemas, nestedOnly, accept);
  const items = list.path === '' ? {} : { items: list.path };
  const hasMore = field(HAS_MORE_FIELDS);
  const more = hasMore ? { hasMore } : {};

  // A `page` that is a string is a cursor (Stripe's search: `page` → `next_page`), not a number.
  const page = param(PAGE_PARAMS);
  // So is an `offset` that is a string (Asana: `offset` → `next_page.offset`).
  // A parameter without a schema is a string, as in the manifest.
  const isText = (name: string | undefined) =>
    name !== undefined && (operation.parameters ?? []).some((parameter) => parameter.name === name && (parameter.schema?.type ?? 'string') === 'string');
  const pageIsText = isText(page);
  const textOffset = param(OFFSET_PARAMS);
  const offsetIsText = isText(textOffset);
  const cursor = param(CURSOR_PARAMS) ?? (pageIsText ? page : offsetIsText ? textOffset : undefined);
  if (cursor) {
    // A next-page URI (Jira's nextPage) is a link to follow, not a value for the cursor parameter.
    const nextCursor = field(NEXT_CURSOR_FIELDS, false, notALink) ?? (offsetIsText ? field([squashName(cursor)], true) : undefined);
    if (nextCursor) return { style: 'cursor', ...items, cursor, nextCursor, ...more };
    if (FROM_ITEM_PARAMS.includes(squashName(cursor)) && hasMore && list.item && properties(list.item, schemas).includes('id')) {
      return { style: 'cursor', ...items, cursor, cursorFromItem: 'id', hasMore };
    }
  }
  const total = textOffset !== undefined ? field(TOTAL_FIELDS) : undefined;
  // A text offset that no cursor answers is still an offset where the page says its total (Jira's startAt).
  const offset = offsetIsText && !total ? undefined : textOffset;
  const limit = pageSizeName(query);
  if (offset) {
    return { style: 'offset', ...items, offset, ...(limit ? { limit } : {}), ...(total ? { total } : {}), ...more };
  }
  if (page && !pageIsText && limit) {
    const totalPages = field(TOTAL_PAGES_FIELDS);
    return { style: 'page', ...items, page, size: limit, ...(totalPages ? { totalPages } : {}), ...more };
  }
  return undefined;
}

/** The schema of a JSON success: the short form, else the first JSON entry of `content`. */
function responseSchema(response: ManifestOperation['response']): ManifestSchema | undefined {
  if (!response) return undefined;
  if (response.schema) return response.schema;
  const json = Object.entries(response.content ?? {}).find(([mediaType]) => /[/+]json\b/i.test(mediaType) || mediaType.includes('{version}'));
  return json?.[1].schema;
}

/** The list a page carries: the body itself, or its one array field (preferring the usual names). */
function listIn(body: ManifestSchema, schemas: Record<string, ManifestSchema>): { path: string; item?: ManifestSchema } | undefined {
  if (isArray(body)) return { path: '', ...itemOf(body, schemas) };
  const fields = fieldsOf(body, schemas);
  const arrays = Object.keys(fields).filter((name) => {
    const schema = resolve(fields[name], schemas);
    return schema !== undefined && isArray(schema);
  });
  const chosen = arrays.length === 1 ? arrays[0] : firstNamed(ITEM_FIELDS, arrays);
  if (chosen === undefined) return undefined;
  return { path: chosen, ...itemOf(resolve(fields[chosen], schemas)!, schemas) };
}

function itemOf(list: ManifestSchema, schemas: Record<string, ManifestSchema>): { item?: ManifestSchema } {
  const item = resolve(list.items, schemas);
  return item ? { item } : {};
}

/**
 * A scalar field named like one of `candidates`, at the top level (unless `nestedOnly`) or inside
 * a metadata object (`meta.next_cursor`, `next_page.offset`).
 */
function fieldIn(
  body: ManifestSchema,
  candidates: string[],
  schemas: Record<string, ManifestSchema>,
  nestedOnly: boolean,
  accept: (schema: ManifestSchema | undefined) => boolean = () => true,
): string | undefined {
  const pick = (fields: Record<string, ManifestSchema>) =>
    candidates
      .map((wanted) =>
        Object.keys(fields).find((name) => {
          if (squashName(name) !== wanted) return false;
          const schema = resolve(fields[name], schemas);
          return isScalar(schema) && accept(schema);
        }),
      )
      .find((name) => name !== undefined);
  const fields = fieldsOf(body, schemas);
  const direct = nestedOnly ? undefined : pick(fields);
  if (direct !== undefined) return direct;
  for (const meta of Object.keys(fields).filter((name) => META_FIELDS.includes(squashName(name)))) {
    const nested = resolve(fields[meta], schemas);
    const hit = nested ? pick(fieldsOf(nested, schemas)) : undefined;
    if (hit !== undefined) return `${meta}.${hit}`;
  }
  return undefined;
}

/** Not a URI: `format: uri` marks a link to the next page, which is no cursor value. */
function notALink(schema: ManifestSchema | undefined): boolean {
  return !LINK_FORMATS.has(schema?.format ?? '');
}

const LINK_FORMATS = new Set(['uri', 'url', 'uri-reference']);

/** Not an object or a list: a cursor, a count or a flag. */
function isScalar(schema: ManifestSchema | undefined): boolean {
  if (!schema) return true;
  return !isArray(schema) && schema.type !== 'object' && !schema.properties && !schema.allOf && !schema.oneOf && !schema.anyOf;
}

/** The declared properties of an object schema, `allOf` parts merged (none for a union). */
function fieldsOf(schema: ManifestSchema, schemas: Record<string, ManifestSchema>, depth = 0): Record<string, ManifestSchema> {
  if (schema.oneOf || schema.anyOf || depth > 10) return {};
  const merged: Record<string, ManifestSchema> = {};
  for (const part of schema.allOf ?? []) {
    const resolved = resolve(part, schemas);
    if (resolved) Object.assign(merged, fieldsOf(resolved, schemas, depth + 1));
  }
  for (const [name, field] of Object.entries(schema.properties ?? {})) if (!name.includes('.')) merged[name] = field;
  return merged;
}

function properties(schema: ManifestSchema, schemas: Record<string, ManifestSchema>): string[] {
  return Object.keys(fieldsOf(schema, schemas));
}

function isArray(schema: ManifestSchema): boolean {
  return schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
}

function resolve(schema: ManifestSchema | undefined, schemas: Record<string, ManifestSchema>, depth = 0): ManifestSchema | undefined {
  if (!schema || depth > 20) return undefined;
  if (schema.$ref !== undefined) return resolve(schemas[schema.$ref], schemas, depth + 1);
  return schema;
}
