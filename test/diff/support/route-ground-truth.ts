/**
 * An independent ground truth for `sdkgen diff`: the operations (`paths.<path>.<method>`) of two
 * raw OpenAPI documents, keyed by method and route with path parameter names erased
 * (`/orgs/{org}` and `/orgs/{owner}` are one route), and which keys the newer one added and
 * removed. It reads the JSON as it is and shares no code with the importer or the differ, so a
 * difference between the two is a bug in one of them.
 */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `GET /repos/{}/{}/git/refs/{}`: the route an operation answers, whatever its parameters are called. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

export interface RouteList {
  /** Every operation's route key, each once. */
  routes: Set<string>;
  /** Keys that two paths of the document share (only their parameter names differ). */
  duplicates: string[];
}

/** The operations of one OpenAPI document (3.x, `paths` inline; a path item `$ref` is not followed). */
export function operationRoutes(document: unknown): RouteList {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const routes = new Set<string>();
  const duplicates: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of Object.keys(item ?? {})) {
      if (!HTTP_METHODS.includes(method)) continue;
      const key = routeKey(method, path);
      if (routes.has(key)) duplicates.push(key);
      routes.add(key);
    }
  }
  return { routes, duplicates };
}

export interface RouteChanges {
  old: number;
  new: number;
  added: string[];
  removed: string[];
}

/** Routes added and removed between two documents, sorted. */
export function routeChanges(oldDocument: unknown, newDocument: unknown): RouteChanges {
  const before = operationRoutes(oldDocument).routes;
  const after = operationRoutes(newDocument).routes;
  return {
    old: before.size,
    new: after.size,
    added: [...after].filter((key) => !before.has(key)).sort(),
    removed: [...before].filter((key) => !after.has(key)).sort(),
  };
}
