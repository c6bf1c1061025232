/**
 * The data a server is built from: everything the runtime needs to know about the API, in plain
 * JSON-compatible values. The generator writes one of these into `routes.ts`; nothing in `core/`
 * knows which API it serves. Keeping it data (not code) means the same walker serves every API and
 * the description can also be built in memory, e.g. by a development stub.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The wire type a query or header value is converted to before it reaches a handler. */
export type ScalarType = 'string' | 'number' | 'integer' | 'boolean';

export interface ParamSpec {
  /** The name on the wire: `{projectId}`, `?tenant=`, `X-Request-Id`. */
  name: string;
  /** The property name in the handler's `params`, `query` or `headers` object. */
  key: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** `array` values come from repeated query parameters or comma-separated headers. */
  type: ScalarType | 'array' | 'unknown';
  /** For `array`: the type of each item. */
  items?: ScalarType | 'unknown';
  /** Allowed values, when the schema is an enum (compared after conversion to string). */
  enum?: string[];
}

/**
 * How the request body is read: `json` parses a JSON document, `binary` hands over the bytes,
 * `none` means the operation takes no body and none is read.
 */
export interface BodySpec {
  kind: 'json' | 'binary' | 'none';
  required: boolean;
  mediaType?: string;
}

export interface RouteSpec {
  /** The operation's snake_case name, used in messages and `staticResponses`. */
  name: string;
  /** The camelCase key of the operation in the `Handlers` object. */
  handler: string;
  method: HttpMethod;
  /** The path template as the manifest wrote it, for documentation and messages. */
  path: string;
  /** Names of the path parameters in path order: the walker captures values by position. */
  pathParams: string[];
  /** Accepted security schemes in order of preference; empty means anonymous. */
  auth: string[];
  /** API versions (media type versions) the operation can answer with. */
  versions: number[];
  params: ParamSpec[];
  body: BodySpec;
  /** The status of a successful response that carries a body. */
  successStatus: number;
}

/** Operation index (into `ServiceDescription.routes`) by HTTP method. */
export type MethodTable = Partial<Record<HttpMethod, number>>;

/**
 * One node of the path trie; a node stands for the path consumed so far. Lookups go through
 * `Object.hasOwn` because a request may name a segment `constructor` or `__proto__`.
 */
export interface RouteNode {
  /** Children reached through a literal segment. */
  literals?: Record<string, RouteNode>;
  /** The child reached through a parameter segment, whatever the parameter is called. */
  param?: RouteNode;
  /** Routes whose path ends here. */
  end?: MethodTable;
  /** Routes whose path ends here followed by `:action` in the same segment. */
  actions?: Record<string, MethodTable>;
}

export interface SchemeSpec {
  name: string;
  kind: 'apiKey' | 'bearer' | 'basic';
  /** For `apiKey`: the header that carries the key. */
  header?: string;
  /** For `bearer`: `JWT` makes the server verify tokens itself; any other format goes to a verifier. */
  bearerFormat?: string;
}

export interface TokenFlowSpec {
  /** The bearer scheme whose tokens the server issues. */
  scheme: string;
  createOperation: string;
  refreshOperation?: string;
  tokenField: string;
  notRefreshableFrom: string[];
  tenantParameter?: string;
}

export interface MediaSpec {
  /** The success media type with `{version}`, e.g. `application/vnd.acme.v{version}+json`. */
  successTemplate: string;
  problem: string;
  current: number;
}

export interface ServiceDescription {
  title: string;
  media: MediaSpec;
  /** Content codings the service may answer with; only `gzip` is understood. */
  compression: string[];
  schemes: SchemeSpec[];
  tokenFlow?: TokenFlowSpec;
  routes: RouteSpec[];
  tree: RouteNode;
}
