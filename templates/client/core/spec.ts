/**
 * The description of an API that generated code hands to the runtime. It is plain data (no
 * classes) so the same runtime serves every generated SDK, and so a spec can be printed,
 * compared and snapshot-tested like any other constant. The exceptions are `encoders`,
 * `parseHeaders`, `readByMediaType` and `readXml`: the functions that write styled paths, query
 * strings, header parameters and bodies and read declared response headers, media types and XML
 * of data, named only by the specs that need them so that a bundle without them leaves that code
 * out. Likewise a scheme's `writer`.
 */

import type { AppliedAuth } from './credentials.ts';
import type { Credential } from './options.ts';
import type { ResponseDecoder } from './response-body.ts';
import type { FieldShape, XmlShape } from './xml-data.ts';

export type { FieldShape, XmlShape };

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Ties a key of the params object to the name the wire uses (`dataUrn` → `{dataUrn}`, `requestId` → `X-Request-Id`). */
export interface ParamBinding {
  key: string;
  name: string;
  /**
   * OpenAPI `style`, only when not the default (`form` in the query, `simple` in headers). Path
   * values are single segments, so `label` and `matrix` are carried but change nothing.
   */
  style?: 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject' | 'simple' | 'label' | 'matrix';
  /** OpenAPI `explode`, only when not the default (true for `form`, false otherwise). */
  explode?: boolean;
  /** The value travels as its JSON text (OpenAPI `content: { application/json }`), written by `encoders.json`. */
  json?: true;
}

/** One operation: everything the runtime needs to build, authenticate and retry its request. */
export interface OperationSpec {
  /** Unique operation name, used in error messages. */
  name: string;
  method: HttpMethod;
  /** Path template relative to the base URL, e.g. `/api/projects/{projectId}/data/{dataId}:archive`. */
  path: string;
  /**
   * The base URL of an operation the API serves from another host (`https://uploads.github.com`),
   * used instead of the client's `baseURL` unless the client's `serverURLs` maps it elsewhere.
   */
  server?: string;
  pathParams: ParamBinding[];
  query: ParamBinding[];
  headers: ParamBinding[];
  /** Whether the params object's `body` key is sent, and whether it must be present. */
  body: 'none' | 'optional' | 'required';
  /**
   * Content-Types the body may be sent in, the default first; `{version}` stands for the version
   * sent. `['application/json']` when absent.
   */
  bodyMediaTypes?: string[];
  /** Multipart only: the declared Content-Type of a part, by field name. */
  partTypes?: Record<string, string>;
  /**
   * Form only: list fields written with bracketed indexes (`expand[0]=a`, the description's
   * `style: deepObject`) instead of their name repeated (`tags=a&tags=b`, OpenAPI's default).
   */
  formBrackets?: string[];
  /** The writers of the parts of its request that need more than a scalar in a path segment. */
  encoders?: Encoders;
  /**
   * Media types a success can carry, the preferred first, `{version}` standing for the version
   * sent; they make the `Accept` header and decide how the body is read. Empty when there is no
   * body (204); the API's success type when absent.
   */
  responseMediaTypes?: string[];
  /**
   * The other success statuses the operation answers with, each with its media types as
   * `responseMediaTypes` has them (`[]`: no body): a 201 is read as 201 declares, not as the main status.
   */
  alsoResponses?: Record<number, string[]>;
  /** Headers a success carries, parsed for `withResponse()`'s `headers`. */
  responseHeaders?: ResponseHeaderBinding[];
  /**
   * XML payloads of data (an XML media type whose schema is an object or a list): how the body
   * and, by success status, the responses map to data. Sent and read as data only where the spec
   * names the writer (`encoders.xml`) and the reader (`readXml`); otherwise XML is text.
   */
  xml?: { body?: XmlPayload; responses?: Record<number, XmlPayload> };
  /**
   * Reads successes by the media types and statuses the spec declares (`readByMediaType`): named by
   * the specs with `responseMediaTypes` or `alsoResponses` here or in `byVersion`; without it a
   * success is read by its Content-Type, so other bundles leave that code out.
   */
  readByMediaType?: (operation: OperationSpec) => ResponseDecoder;
  /** Reads XML responses of data (`readXml`), else as `otherwise`: named by the specs whose responses carry one, so other bundles leave it out. */
  readXml?: (operation: OperationSpec, otherwise: ResponseDecoder) => ResponseDecoder;
  /** Parses `responseHeaders` (`parseResponseHeaders`): named by the specs that declare some, so other bundles leave it out. */
  parseHeaders?: (response: Response, bindings: readonly ResponseHeaderBinding[], operation: string) => Record<string, unknown>;
  /**
   * Accepted alternatives, in order of preference: a scheme's name, or the names of schemes sent
   * together (an OpenAPI requirement naming several); `[]` among them allows anonymous access.
   */
  auth: (string | string[])[];
  /** API versions (media-type versions) the operation exists in, ascending. */
  versions: number[];
  /**
   * Where a version sends or answers other payloads than the fields above (which describe the
   * version a default client sends): that version's own `body`, media types and part types.
   */
  byVersion?: Record<number, VersionWire>;
  /** Safe to send twice: only such operations are retried. */
  idempotent: boolean;
  /** For list operations that page their results: how to find the items and ask for the next page. */
  pagination?: PaginationSpec;
  /**
   * What every request of this operation carries to tell it apart from operations on the same
   * method and path: constants (`X-Rpc-Target: Service.Operation`, `?Action=Describe&Version=1`)
   * and query flags, sent as the name alone (`?tagging`).
   */
  match?: { headers?: Record<string, string>; query?: Record<string, string>; flags?: string[] };
}

/**
 * Writers that only some operations need, named by their specs (generated specs name exactly the
 * ones their operation uses): a call that needs one its spec does not name fails before sending.
 */
export interface Encoders {
  /** Path values that are lists or objects, or in `label` or `matrix` style (`encodeStyledSegment`). */
  path?: (what: string, binding: ParamBinding, value: unknown, encodeScalar: (item: unknown) => string) => string;
  /** The bound query parameters, in binding order, as encoded `name=value` parts (`encodeQueryParams`). */
  query?: (bindings: readonly ParamBinding[], params: Record<string, unknown>) => QueryPart[];
  /** The bound header parameters, in binding order, as `[name, value]` (`encodeHeaderParams`). */
  headers?: (bindings: readonly ParamBinding[], params: Record<string, unknown>) => [string, string][];
  /** The request body, in the media type the call sends (`encodeBody`); it calls `form` and `multipart` for object bodies of those types. */
  body?: (operation: OperationSpec, params: Record<string, unknown>, version: number, choice?: BodyChoice) => Promise<EncodedBody | undefined>;
  /** Object bodies of `application/x-www-form-urlencoded` (`encodeForm`), lists in `brackets` as `name[0]=a`. */
  form?: (fields: Record<string, unknown>, brackets?: readonly string[]) => string;
  /** Object bodies of `multipart/*` (`encodeMultipart`). */
  multipart?: (fields: Record<string, unknown>, partTypes?: Record<string, string>) => Promise<FormData>;
  /** Parameters whose binding says `json`, as their JSON text (`encodeJsonParams`). */
  json?: (operation: OperationSpec, params: Record<string, unknown>) => Record<string, unknown>;
  /** Object and list bodies of an XML media type, as a document shaped by `OperationSpec.xml.body` (`xmlDocument`). */
  xml?: (value: unknown, xml: XmlShape) => string;
}

/** How one XML payload of data maps to the data: element names and the like (`xml`), and which values are lists, objects, numbers or booleans (`shape`). */
export interface XmlPayload {
  xml: XmlShape;
  shape: FieldShape;
}

/** What a call picks of its body: one of the declared media types, and keys merged over an object body (`RequestOptions.body`). */
export interface BodyChoice {
  /** One of the declared media types (with `{version}` or with the version filled in). */
  contentType?: string | undefined;
  /** Keys merged over a JSON or form object body. */
  extra?: Record<string, unknown> | undefined;
}

/** A request body as sent. */
export interface EncodedBody {
  body: BodyInit;
  /** Undefined for multipart: `fetch` writes it with the boundary. */
  contentType: string | undefined;
  /** A stream can be sent once only: no retry, no repeated redirect, and `duplex: 'half'` on Node. */
  streamed: boolean;
}

/** One `name=value` of a query string, already encoded; `name` is the parameter it belongs to. */
export interface QueryPart {
  name: string;
  text: string;
}

/**
 * How a list operation pages. Response fields are dotted paths (`meta.next_cursor`), `''` being
 * the body itself; request fields are keys of the params object.
 * - `cursor`: the next request sends `cursorParam` = the response's `nextCursor`, or the
 *   `cursorFromItem` field of the page's last item (`starting_after=<last id>`).
 * - `offset`: the next request sends `offsetParam` = this offset + the items received.
 * - `page`: the next request sends `pageParam` = this page + 1 (pages count from `firstPage`).
 * Paging stops at an empty page, when `hasMore` is false, at `total` items or `totalPages` pages,
 * at a short page (fewer items than `limitParam`/`sizeParam` asked for), or when a cursor repeats.
 */
export type PaginationSpec =
  | { style: 'cursor'; items: string; cursorParam: string; nextCursor?: string; cursorFromItem?: string; hasMore?: string }
  | { style: 'offset'; items: string; offsetParam: string; limitParam?: string; total?: string; hasMore?: string }
  | { style: 'page'; items: string; pageParam: string; sizeParam?: string; firstPage?: number; totalPages?: string; hasMore?: string };

/** What one API version of an operation changes on the wire. */
export type VersionWire = Partial<
  Pick<OperationSpec, 'body' | 'bodyMediaTypes' | 'partTypes' | 'formBrackets' | 'responseMediaTypes' | 'alsoResponses' | 'responseHeaders' | 'xml'>
>;

/** A declared response header: the key in `headers` and what its text is parsed as (a string when absent). */
export interface ResponseHeaderBinding {
  key: string;
  name: string;
  type?: 'integer' | 'number' | 'boolean';
}

/** A security scheme. The credential itself is never part of the spec. */
export interface SchemeSpec {
  name: string;
  kind: 'apiKey' | 'bearer' | 'basic';
  /** For `apiKey`: the header that carries the key. Exactly one of `header`, `query` and `cookie` is set. */
  header?: string;
  /** For `apiKey`: the query parameter that carries the key. */
  query?: string;
  /** For `apiKey`: the cookie that carries the key. */
  cookie?: string;
  bearerFormat?: string;
  /** For `basic`: `apiKey` when the username is an API key; the credential may then be the key alone. */
  username?: 'apiKey';
  /**
   * How the credential is checked and written where the core's rule (a non-empty string in a
   * header) is not enough: `basicCredential` for `basic`, `queryCredential` and `cookieCredential`
   * for an API key in the query or a cookie. Such schemes must name it; other bundles then leave
   * that code out.
   */
  writer?: CredentialWriter;
}

/** Checks and writes the credential of schemes that name it (`SchemeSpec.writer`). */
export interface CredentialWriter {
  /** What the credential must be ("an object with username and password"), or undefined when `credential` is that; a non-empty string when absent. */
  check?(scheme: SchemeSpec, credential: Credential): string | undefined;
  /** `credential` on the wire; `tenantParam` (the token-creation call only) is the query parameter of a Basic tenant. */
  write(scheme: SchemeSpec, credential: Credential, tenantParam?: string): AppliedAuth;
  /** For keys sent in the query, which must not leak through URLs. */
  guard?: QueryKeyGuard;
}

/** Keeps API keys sent in the query parameters `names` out of URLs (`query-credentials.ts`). */
export interface QueryKeyGuard {
  /** `response` with the keys shown as `[redacted]` in its `url`. */
  redact(response: Response, names: readonly string[]): Response;
  /** `url` without the keys, for a redirect to another origin. */
  strip(url: URL, names: readonly string[]): URL;
}

/** How tokens of one bearer scheme are issued from other credentials and renewed. */
export interface TokenFlowSpec {
  /** The bearer scheme whose tokens the flow issues. */
  scheme: string;
  /** Issues a token from another credential (API key, Basic, …). */
  create: OperationSpec;
  /** Extends a still-valid token. */
  refresh?: OperationSpec;
  /** The field of the create/refresh JSON response that holds the token. */
  field: string;
  /** Schemes whose tokens cannot be refreshed and must be created again instead. */
  notRefreshableFrom: string[];
  /** Query parameter of the create operation that names the tenant of a Basic credential. */
  tenantParam?: string;
}

export interface ApiSpec {
  /** The default server URL; operation paths are appended to it. */
  baseURL: string;
  /** Success media type with a `{version}` placeholder, e.g. `application/vnd.acme.v{version}+json`. */
  mediaSuccessTemplate: string;
  /** Media type of error bodies, e.g. `application/problem+json`. */
  mediaProblem: string;
  currentVersion: number;
  schemes: SchemeSpec[];
  /** Schemes `client.request()` accepts for endpoints the spec does not describe; every scheme when absent. */
  defaultAuth?: (string | string[])[];
  tokenFlow?: TokenFlowSpec;
}
