/**
 * What a list operation that pages (manifest: `operations[].pagination`) returns. Awaiting it
 * gives the first page: the parsed body as usual, plus `getPaginatedItems()`, `hasNextPage()` and
 * `getNextPage()`. Iterating it with `for await` gives every item of every page, fetched as the
 * loop needs them; `.pages()` gives the pages themselves.
 *
 *     for await (const project of client.projects.list({ pageSize: 100 })) console.log(project.id);
 */
import type { APIPromise } from './api-promise.ts';
import type { ClientCore } from './client-core.ts';
import { nextPageParams, pageItems } from './next-page.ts';
import type { RequestOptions } from './options.ts';
import type { OperationSpec } from './spec.ts';

/** The paging methods every page has besides its own fields (non-enumerable: JSON and equality ignore them). */
export interface PageMethods<Body, Item> extends AsyncIterable<Item> {
  /** The items of this page. */
  getPaginatedItems(): Item[];
  /** Whether the API has a page after this one (as far as this page tells). */
  hasNextPage(): boolean;
  /** Fetch the page after this one; throws an `Error` when there is none (see `hasNextPage()`). */
  getNextPage(): PagePromise<Body, Item>;
}

/** One page: the operation's response body, with the paging methods. */
export type Page<Body, Item> = Body & PageMethods<Body, Item>;

type Params = Record<string, unknown>;

export class PagePromise<Body, Item> implements PromiseLike<Page<Body, Item>>, AsyncIterable<Item> {
  readonly #first: APIPromise<Body>;
  readonly #toPage: (body: Body) => Page<Body, Item>;
  #page: Promise<Page<Body, Item>> | undefined;

  /** @internal Generated code gets these from `paginate`, never constructs them. */
  constructor(first: APIPromise<Body>, toPage: (body: Body) => Page<Body, Item>) {
    this.#first = first;
    this.#toPage = toPage;
  }

  then<R1 = Page<Body, Item>, R2 = never>(
    onfulfilled?: ((value: Page<Body, Item>) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#firstPage().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: any) => R | PromiseLike<R>) | null): Promise<Page<Body, Item> | R> {
    return this.#firstPage().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<Page<Body, Item>> {
    return this.#firstPage().finally(onfinally);
  }

  /** The first page together with the response it came from. */
  async withResponse(): Promise<{ data: Page<Body, Item>; response: Response }> {
    const [data, { response }] = await Promise.all([this.#firstPage(), this.#first.withResponse()]);
    return { data, response };
  }

  /** The first page's raw response, body unread. */
  asResponse(): Promise<Response> {
    return this.#first.asResponse();
  }

  /** Every page, the first one included, fetched one at a time as the loop asks for them. */
  async *pages(): AsyncGenerator<Page<Body, Item>, void, undefined> {
    yield* pagesFrom(await this.#firstPage());
  }

  /** Every item of every page. */
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this.#firstPage();
  }

  /**
   * The first page, its body read on first use: reading it at once would leave `asResponse()`
   * a response whose body is already consumed. Like a call's `APIPromise`, a page nobody uses
   * rejects unobserved when its request fails.
   */
  #firstPage(): Promise<Page<Body, Item>> {
    this.#page ??= this.#first.then(this.#toPage);
    return this.#page;
  }
}

/** Send a paging operation: generated functions call this instead of `client.send`. */
export function paginate<Body, Item>(client: ClientCore, operation: OperationSpec, params: object = {}, options?: RequestOptions): PagePromise<Body, Item> {
  const spec = operation.pagination;
  if (!spec) throw new TypeError(`${operation.name} does not page its results`);
  const sent = params as Params;
  return new PagePromise<Body, Item>(client.send<Body>(operation, sent, options), (body) => {
    const next = nextPageParams(spec, sent, body);
    const fetchNext = next && (() => paginate<Body, Item>(client, operation, next, options));
    return asPage<Body, Item>(body, pageItems(spec, body) as Item[], fetchNext, operation.name);
  });
}

function asPage<Body, Item>(body: Body, items: Item[], fetchNext: (() => PagePromise<Body, Item>) | undefined, name: string): Page<Body, Item> {
  // A body that is not an object or array (no content, text) is a last page with no items.
  const target = (body !== null && typeof body === 'object' ? body : Object.create(null)) as Page<Body, Item>;
  const methods: PageMethods<Body, Item> = {
    getPaginatedItems: () => items,
    hasNextPage: () => fetchNext !== undefined,
    getNextPage: () => {
      if (!fetchNext) throw new Error(`${name}: there is no page after this one; check hasNextPage() first`);
      return fetchNext();
    },
    async *[Symbol.asyncIterator]() {
      // A plain loop: with a bare-array body the items are this very page, whose async iterator this is.
      for await (const page of pagesFrom(target)) for (const item of page.getPaginatedItems()) yield item;
    },
  };
  for (const key of Reflect.ownKeys(methods)) {
    Object.defineProperty(target, key, { value: methods[key as keyof PageMethods<Body, Item>], enumerable: false, configurable: true, writable: true });
  }
  return target;
}

/** `first` and every page after it, each fetched only when the loop asks for it. */
async function* pagesFrom<Body, Item>(first: Page<Body, Item>): AsyncGenerator<Page<Body, Item>, void, undefined> {
  let page: Page<Body, Item> | undefined = first;
  while (page) {
    yield page;
    page = page.hasNextPage() ? await page.getNextPage() : undefined;
  }
}

/** The element type of the list at the dotted `Path` of `Body` (`''`: the body is the list). */
export type PageItem<Body, Path extends string> = Path extends ''
  ? ElementOf<Body>
  : Path extends `${infer Head}.${infer Rest}`
    ? PageItem<FieldOf<Body, Head>, Rest>
    : ElementOf<FieldOf<Body, Path>>;

type FieldOf<T, K extends string> = NonNullable<T> extends infer O ? (O extends object ? (K extends keyof O ? O[K] : unknown) : unknown) : unknown;
type ElementOf<T> = NonNullable<T> extends readonly (infer I)[] ? I : unknown;
