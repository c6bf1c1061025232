/**
 * The service description's path trie (`ServiceDescription.tree`) compiled once into the form the
 * matcher walks per request: `Map`s instead of records (no prototype to guard against, no
 * `Object.hasOwn` per step), method tables that already hold their routes, and a table of every
 * path made of literal segments only (`/tokens`, `/activationCodes:findAllMatchingForCwl`), so
 * that such a request is answered by one `Map` lookup without walking at all.
 *
 * A description is compiled on first use and cached by identity: it is treated as read-only once
 * a server serves it.
 */
import type { HttpMethod, MethodTable, RouteNode, RouteSpec, ServiceDescription } from './service.ts';

/** The routes one method reaches in one method table. */
export interface CompiledTarget {
  /** The route that names the parameters: routes sharing a method table share their path shape. */
  route: RouteSpec;
  /** Set when several operations share the method and path; their `match` selectors decide. */
  routes: RouteSpec[] | undefined;
}

/** Every method as a property (absent ones undefined), so that all tables share one shape. */
export interface CompiledTable {
  GET: CompiledTarget | undefined;
  /** The table's HEAD operation, else its GET one: HEAD is answered wherever GET is (RFC 9110 §9.3.2). */
  HEAD: CompiledTarget | undefined;
  POST: CompiledTarget | undefined;
  PUT: CompiledTarget | undefined;
  DELETE: CompiledTarget | undefined;
  PATCH: CompiledTarget | undefined;
  /** Every method of the table, for `Allow` when the wanted one is missing. */
  methods: HttpMethod[];
}

export interface CompiledPattern {
  literals: readonly string[];
  next: CompiledNode;
}

/**
 * Children by their raw key. Besides the map, keys are listed by their length, so that a
 * request's text is compared in place in the path, character by character: no substring is cut
 * and no hash computed for it.
 */
export interface Keyed<T> {
  map: Map<string, T>;
  /** `byLength[n]`: the keys of length n, and their children at the same positions. */
  byLength: ({ keys: string[]; values: T[] } | undefined)[];
}

export interface CompiledNode {
  literals: Keyed<CompiledNode> | undefined;
  patterns: CompiledPattern[] | undefined;
  param: CompiledNode | undefined;
  end: CompiledTable | undefined;
  actions: Keyed<CompiledTable> | undefined;
}


export interface RouteTable {
  root: CompiledNode;
  /**
   * Paths of literal segments only (an action on the last one included), raw as a request without
   * `%` sends them. The walker tries literal segments first at every step, so for such a path
   * this table gives the first reading the walk would find.
   */
  literalPaths: Map<string, CompiledTable>;
}

const compiled = new WeakMap<ServiceDescription, RouteTable>();

/** The compiled form of `service`, built on first use. */
export function routeTable(service: ServiceDescription): RouteTable {
  let table = compiled.get(service);
  if (table === undefined) {
    table = compileRouteTable(service);
    compiled.set(service, table);
  }
  return table;
}

function compileRouteTable(service: ServiceDescription): RouteTable {
  const root = compileNode(service.tree, service.routes);
  const literalPaths = new Map<string, CompiledTable>();
  if (root.end) literalPaths.set('/', root.end);
  const collect = (node: CompiledNode, prefix: string) => {
    for (const [segment, child] of node.literals?.map ?? []) {
      const path = `${prefix}/${segment}`;
      if (child.end) literalPaths.set(path, child.end);
      for (const [action, table] of child.actions?.map ?? []) literalPaths.set(`${path}:${action}`, table);
      collect(child, path);
    }
  };
  collect(root, '');
  return { root, literalPaths };
}

function compileNode(node: RouteNode, routes: readonly RouteSpec[]): CompiledNode {
  const keyed = <T, U>(record: Record<string, T> | undefined, convert: (value: T) => U): Keyed<U> | undefined => {
    if (record === undefined) return undefined;
    const entries = Object.entries(record).map(([key, value]) => [key, convert(value)] as const);
    const byLength: Keyed<U>['byLength'] = [];
    for (const [key, value] of entries) {
      const bucket = (byLength[key.length] ??= { keys: [], values: [] });
      bucket.keys.push(key);
      bucket.values.push(value);
    }
    // Holes make the array sparse (slow element access); fill them.
    for (let i = 0; i < byLength.length; i++) byLength[i] ??= undefined;
    return { map: new Map(entries), byLength };
  };
  return {
    literals: keyed(node.literals, (child) => compileNode(child, routes)),
    patterns: node.patterns?.map((edge) => ({ literals: edge.literals, next: compileNode(edge.next, routes) })),
    param: node.param && compileNode(node.param, routes),
    end: node.end && compileTable(node.end, routes),
    actions: keyed(node.actions, (table) => compileTable(table, routes)),
  };
}

function compileTable(table: MethodTable, routes: readonly RouteSpec[]): CompiledTable {
  const target = (method: HttpMethod): CompiledTarget | undefined => {
    const index = Object.hasOwn(table, method) ? table[method] : undefined;
    if (index === undefined) return undefined;
    const many = typeof index === 'number' ? undefined : index.map((i) => routes[i]!);
    const route = many ? many[0]! : routes[index as number]!;
    return { route, routes: many };
  };
  const get = target('GET');
  return {
    GET: get,
    HEAD: target('HEAD') ?? get,
    POST: target('POST'),
    PUT: target('PUT'),
    DELETE: target('DELETE'),
    PATCH: target('PATCH'),
    methods: Object.keys(table) as HttpMethod[],
  };
}

/** The table's target for a request method; any other method (`OPTIONS`, `constructor`) has none. */
export function targetFor(table: CompiledTable, method: string): CompiledTarget | undefined {
  switch (method) {
    case 'GET':
      return table.GET;
    case 'HEAD':
      return table.HEAD;
    case 'POST':
      return table.POST;
    case 'PUT':
      return table.PUT;
    case 'DELETE':
      return table.DELETE;
    case 'PATCH':
      return table.PATCH;
    default:
      return undefined;
  }
}
