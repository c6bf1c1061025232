/**
 * The data a server is built from: everything the runtime needs to know about the API, in plain
 * JSON-compatible values. The generator writes one of these into `routes.ts`; nothing in `core/`
 * knows which API it serves. Keeping it data (not code) means the same walker serves every API and
 * the description can also be built in memory, e.g. by a development stub.
 */
import type { FieldShape, XmlShape } from '../../client/core/xml-data.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The wire type a query or header value is converted to before it reaches a handler. */
export type ScalarType = 'string' | 'number' | 'integer' | 'boolean';

/** How arrays and objects are written in a query, path or header (OpenAPI `style`). */
export type ParamStyle =
  | 'form'
  | 'spaceDelimited'
  | 'pipeDelimited'
  | 'deepObject'
  | 'simple'
  | 'label'
  | 'matrix';

export interface ParamSpec {
  /** The name on the wire: `{projectId}`, `?tenant=`, `X-Request-Id`. */
  name: string;
  /** The property name in the handler's `params`, `query` or `headers` object. */
  key: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** `array` and `object` values are read as `style` and `explode` say; `json`: the value is one JSON text (the manifest's `contentType`). */
  type: ScalarType | 'array' | 'object' | 'unknown' | 'json';
  /** For `array`: the type of each item; `json` for objects and lists, which travel as JSON text (as the generated client writes them). */
  items?: ScalarType | 'unknown' | 'json';
  /**
   * For `object`: the type of each declared property; `{ list }` for a list of that item type,
   * which a `deepObject` carries as `n[ids][0]=1&n[ids][1]=2` (also `n[ids][]=1` or `n[ids]=1`
   * repeated) and an exploded `form` as `ids=1&ids=2`; `choices` for a union of scalars, of the
   * property or of each item (see below). `json`: an object (or a list's object items), which
   * travels as JSON text, as the generated client writes it.
   */
  properties?: Record<string, ScalarType | 'unknown' | 'json' | { list?: ScalarType | 'unknown' | 'json'; choices?: ScalarType[] }>;
  /**
   * A union of scalars (`oneOf: [integer, string]`), for the value or, with `array`, each item:
   * the text is read as the most specific of these types it converts to (boolean, integer,
   * number, then string), for the validators to judge.
   */
  choices?: ScalarType[];
  /** Allowed values, when the schema is an enum (compared after conversion to string). */
  enum?: string[];
  /** Absent means the location's default: `form` in the query, `simple` elsewhere. */
  style?: ParamStyle;
  /** Absent means the style's default: true for `form`, false for the rest. */
  explode?: boolean;
}

/** How a payload travels, from its media type. */
export type PayloadKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

/**
 * What a form, multipart or XML field is converted to (`FieldShape`: a scalar type, an uploaded
 * file, an array of shapes, or an object with typed properties and optionally typed extra
 * properties), and how data is written as XML and read from it (`XmlShape`, from the schema's
 * `xml` hints). Both are defined beside the XML mapping the client runtime shares (xml-data.ts).
 */
export type { FieldShape, XmlShape };

/** One media type an operation accepts or answers with. */
export interface ContentSpec {
  /** As declared; may hold `{version}`, e.g. `application/vnd.acme.v{version}+json`. */
  mediaType: string;
  kind: PayloadKind;
  /** Form, multipart and XML requests: how the decoded fields are converted. */
  shape?: FieldShape;
  /** XML of data: how it is written (responses) or read (requests), by xml-data.ts. */
  xml?: XmlShape;
}

/** The request body an operation takes; routes without one never read the request stream. */
export interface BodySpec {
  required: boolean;
  /** In order of preference; the request's `Content-Type` must be one of them. */
  contents: ContentSpec[];
}

/** The success response: its status, and the media types it can carry (none for 204). */
export interface ResponseSpec {
  status: number;
  contents: ContentSpec[];
  /** The other success statuses a handler may answer with (`reply(201, job)`), each with its media types. */
  also?: { status: number; contents: ContentSpec[] }[];
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
  /**
   * Accepted alternatives in order of preference: a scheme's name, or the names of schemes a
   * request carries together; `[]` among them allows anonymous access. Empty: no credentials.
   */
  auth: (string | string[])[];
  /** API versions (media type versions) the operation can answer with, ascending. */
  versions: number[];
  /**
   * Where a version takes or answers other payloads than `body` and `response` (which describe
   * the version a client that pins none sends): that version's own; `body: null` means none.
   */
  byVersion?: Record<number, VersionRouteSpec>;
  params: ParamSpec[];
  /** Absent when the operation takes no body. */
  body?: BodySpec;
  response: ResponseSpec;
  /**
   * What the request carries to reach this operation when others share its method and path:
   * constants (`X-Rpc-Target: Service.Operation`, `?Action=Describe`), and headers and query
   * parameters present with any value (`?tagging`). Header names are lower-case.
   */
  match?: { headers?: Record<string, string>; query?: Record<string, string>; headersPresent?: string[]; queryPresent?: string[] };
}

/** What one API version of an operation changes. */
export interface VersionRouteSpec {
  body?: BodySpec | null;
  response?: ResponseSpec;
}

/**
 * Operation index (into `ServiceDescription.routes`) by HTTP method; several indexes when
 * operations on the same method and path are told apart by their `match` selectors.
 */
export type MethodTable = Partial<Record<HttpMethod, number | number[]>>;

/**
 * One node of the path trie; a node stands for the path consumed so far. Lookups go through
 * `Object.hasOwn` because a request may name a segment `constructor` or `__proto__`.
 */
export interface RouteNode {
  /** Children reached through a literal segment. */
  literals?: Record<string, RouteNode>;
  /** Children reached through literal text around parameters, the most literal text first. */
  patterns?: PatternEdge[];
  /** The child reached through a parameter segment, whatever the parameter is called. */
  param?: RouteNode;
  /** Routes whose path ends here. */
  end?: MethodTable;
  /** Routes whose path ends here followed by `:action` in the same segment. */
  actions?: Record<string, MethodTable>;
}

/**
 * A segment with parameters inside literal text. `literals` has one entry more than the
 * segment has parameters: `Businesses({key})` is `['Businesses(', ')']`, `{name}.{ext}` is
 * `['', '.', '']`. A value ends at the first occurrence of the literal after it.
 */
export interface PatternEdge {
  literals: string[];
  next: RouteNode;
}

export interface SchemeSpec {
  name: string;
  kind: 'apiKey' | 'bearer' | 'basic';
  /** For `apiKey`: the header that carries the key. Exactly one of `header`, `query` and `cookie` is set. */
  header?: string;
  /** For `apiKey`: the query parameter that carries the key. */
  query?: string;
  /** For `apiKey`: the cookie that carries the key. */
  cookie?: string;
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
