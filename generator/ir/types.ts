/**
 * The normalised model of an API. Every emitter reads only this: it never sees the manifest's
 * YAML, its defaults or its shorthands. Everything here is resolved, ordered and named.
 */
import type { AuthAlternative } from './auth-requirements.ts';
import type { XmlHints } from '../manifest/schema.ts';
import type { MatchSelector } from './match-selectors.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A JSON-Schema-like type, with `$ref`s kept as names of `Api.schemas` entries. */
export type Schema =
  | { kind: 'unknown'; meta: SchemaMeta }
  | { kind: 'ref'; name: string; meta: SchemaMeta }
  | { kind: 'string'; format?: string; enum?: string[]; meta: SchemaMeta }
  /** `format` as declared: `int32` bounds the value; `int64`, `float` and `double` are kept for docs and export. */
  | { kind: 'number' | 'integer'; format?: string; enum?: number[]; meta: SchemaMeta }
  | { kind: 'boolean'; meta: SchemaMeta }
  | { kind: 'null'; meta: SchemaMeta }
  | { kind: 'literal'; value: string | number | boolean | null; meta: SchemaMeta }
  | { kind: 'array'; items: Schema; meta: SchemaMeta }
  | {
      kind: 'object';
      properties: SchemaProperty[];
      additionalProperties: boolean | Schema;
      /** The manifest says `additionalProperties: false` (the types cannot tell that from "not stated"). */
      closed?: true;
      meta: SchemaMeta;
    }
  | { kind: 'union'; mode: 'oneOf' | 'anyOf'; variants: Schema[]; discriminator?: Discriminator; meta: SchemaMeta }
  | { kind: 'intersection'; parts: Schema[]; meta: SchemaMeta };

export interface SchemaMeta {
  description?: string;
  /** The value may also be null (OpenAPI 3.0 `nullable`, or `null` in a 3.1 type array). */
  nullable?: boolean;
  deprecated?: boolean;
  default?: unknown;
  example?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** How the value is written where a payload is XML (the manifest's `xml`). */
  xml?: XmlHints;
  /** Validation keywords kept for docs and export; not used for TypeScript types. */
  constraints?: Record<string, unknown>;
}

export interface SchemaProperty {
  name: string;
  schema: Schema;
  required: boolean;
}

export interface Discriminator {
  propertyName: string;
  mapping?: Record<string, string>;
}

export interface NamedSchema {
  /** PascalCase type name, also the key used by `{ kind: 'ref' }`. */
  name: string;
  schema: Schema;
}

export type ParameterLocation = 'path' | 'query' | 'header';

/** How an array or object parameter is written (OpenAPI `style`). */
export type ParameterStyle = 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject' | 'simple' | 'label' | 'matrix';

export interface Parameter {
  /** The wire name: `{projectId}` in the path, `tenant` in the query, `X-Request-Id` as a header. */
  name: string;
  /** A valid TypeScript identifier used as the key in the params object (camelCase for headers). */
  key: string;
  in: ParameterLocation;
  required: boolean;
  schema: Schema;
  /** Resolved: `form` in query, `simple` in path and header unless the manifest says otherwise. */
  style: ParameterStyle;
  /** Resolved: true for `form` unless the manifest says otherwise, false for the rest. */
  explode: boolean;
  /**
   * The manifest's `contentType` (a JSON media type): the value is written as its JSON text, one
   * scalar in the style's place; `style` and `explode` then change nothing.
   */
  contentType?: string;
  description?: string;
  example?: unknown;
  deprecated: boolean;
}

/**
 * One `/`-separated piece of a path after the base URL: all literal (`$count`), one whole
 * parameter (`{orderId}`), or parameters inside literal text (`Businesses({key})` has literals
 * `['Businesses(', ')']` and params `['key']`; `literals` always has one entry more than `params`,
 * and only its first and last entries may be empty).
 */
export type PathSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'mixed'; literals: string[]; params: string[] };

export interface PathTemplate {
  /** The path as the manifest wrote it, e.g. `/api/projects/{projectId}/data/{dataId}:archive`. */
  raw: string;
  /** Segments without the leading empty one (none for the root path `/`); the last one never carries the action. */
  segments: PathSegment[];
  /** The AIP-136 custom method after the final `:`, e.g. `archive`; absent for plain paths. */
  action?: string;
}

export interface SecurityScheme {
  /** The manifest's name, e.g. `ApiKeyAuth`. */
  name: string;
  kind: 'apiKey' | 'bearer' | 'basic';
  /** For apiKey: the header that carries it. Exactly one of `header`, `query` and `cookie` is set. */
  header?: string;
  /** For apiKey: the query parameter that carries it. */
  query?: string;
  /** For apiKey: the cookie that carries it. */
  cookie?: string;
  /** For bearer: the token format, e.g. `JWT`. */
  bearerFormat?: string;
  /** For basic: `apiKey` when the username is an API key (or key id) rather than a person's login. */
  username?: 'apiKey';
  /** The client option that supplies this credential, e.g. `apiKey`, `jwt`, `basic`, `psToken`. */
  clientOption: string;
  description?: string;
}

/** How bearer tokens of one scheme are obtained and renewed (e.g. API key → JWT). */
export interface TokenFlow {
  /** The bearer scheme whose tokens this flow issues. */
  scheme: string;
  /** The operation that issues a token from another credential. */
  createOperation: string;
  /** The operation that extends a still-valid token, if any. */
  refreshOperation?: string;
  /** The response field that holds the token. */
  tokenField: string;
  /** Schemes whose tokens cannot be refreshed and must be re-created instead. */
  notRefreshableFrom: string[];
  /** The query parameter of the create operation that names a tenant, if any. */
  tenantParameter?: string;
}

export interface MediaTypes {
  /** Template with `{version}`, e.g. `application/vnd.acme.v{version}+json`. */
  successTemplate: string;
  problem: string;
  /** Every version any operation supports, ascending. */
  versions: number[];
  current: number;
}

/**
 * How a payload travels, from its media type: JSON (`application/json`, `text/json`, any `+json`), a
 * URL-encoded form, multipart form data, text (`text/*`, XML) or raw bytes (everything else).
 */
export type PayloadKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

/** How one property of a form or multipart payload is written (OpenAPI's Encoding Object). */
export interface PropertyEncoding {
  property: string;
  /** Multipart: the part's Content-Type. */
  contentType?: string;
  /** Form: how an array or object property is written. */
  style?: ParameterStyle;
  explode?: boolean;
}

/** One media type of a request or response, with its schema. */
export interface Payload {
  /** As declared; a JSON type may hold `{version}`, e.g. `application/vnd.acme.v{version}+json`. */
  mediaType: string;
  kind: PayloadKind;
  /** `unknown` when the manifest does not describe the payload. */
  schema: Schema;
  /** Form and multipart only, in the manifest's order. */
  encoding: PropertyEncoding[];
}

export interface RequestBody {
  required: boolean;
  /** At least one, in order of preference: the client sends the first unless told otherwise. */
  contents: Payload[];
  description?: string;
}

export interface Response {
  /** The success status the server answers with (200, 201, 202, 204, …). */
  status: number;
  /** What a success can carry, in order of preference; empty when there is no body (204). */
  contents: Payload[];
  description?: string;
  example?: unknown;
  /** The other success statuses it may answer with (manifest `response.also`), ascending. */
  also: SuccessResponse[];
  /** Headers a success carries (manifest `response.headers`), in the manifest's order. */
  headers: ResponseHeader[];
}

/** Another success status of an operation, with what it carries; `contents` empty for no body. */
export interface SuccessResponse {
  status: number;
  contents: Payload[];
  description?: string;
}

/** A header of a success response, typed: the client parses it from text by its schema. */
export interface ResponseHeader {
  /** The wire name as declared, e.g. `X-Rate-Limit`. */
  name: string;
  /** camelCase key in the client's `headers` object, e.g. `xRateLimit`. */
  key: string;
  schema: Schema;
  required: boolean;
  description?: string;
}

/** What one API version of an operation sends and answers (media types may hold `{version}`). */
export interface VersionPayloads {
  version: number;
  /** Absent when this version takes no body. */
  requestBody?: RequestBody;
  response: Response;
}

export interface Operation {
  /** snake_case, unique: `archive_data`. */
  name: string;
  /** camelCase method name: `archiveData`. */
  methodName: string;
  /** PascalCase stem for types: `ArchiveData` → `ArchiveDataParams`, `ArchiveDataResponse`. */
  typeName: string;
  method: HttpMethod;
  path: PathTemplate;
  /** The `Group.key` this operation belongs to. */
  group: string;
  summary: string;
  description?: string;
  notes: string[];
  deprecated: boolean;
  /** True for GET/PUT/DELETE, or where the manifest says so: safe to retry. */
  idempotent: boolean;
  /**
   * Accepted alternatives, in the manifest's order of preference: each lists the schemes a request
   * carries together (usually one); an empty one is anonymous access (ir/auth-requirements.ts).
   */
  auth: AuthAlternative[];
  /** The API versions the operation is offered in, ascending. */
  versions: number[];
  /**
   * The payloads of each offered version, ascending. Versions declared with one schema for all
   * share equal payloads; `payloadsDiffer` (ir/versions.ts) tells whether types must follow the
   * version sent.
   */
  byVersion: VersionPayloads[];
  /** Path parameters in path order, then query, then header parameters. */
  parameters: Parameter[];
  /** The payloads of `defaultVersion`, the one a client that pins no version sends. */
  defaultVersion: number;
  /** Absent when the operation takes no body. */
  requestBody?: RequestBody;
  response: Response;
  /** For a list that pages: where its items are and how to ask for the next page. */
  pagination?: Pagination;
  /**
   * `operations[].match`: the constants and presences a request carries that select this
   * operation among those on the same method and path, sorted (ir/match-selectors.ts). Absent
   * when there are none.
   */
  match?: MatchSelector[];
  /** `operations[].server`: the base URL it is sent to instead of the API's, without a trailing slash. */
  server?: string;
}

/**
 * How a list operation pages (the client runtime's `PaginationSpec`): response fields are dotted
 * paths, `''` being the body itself; request fields are keys of the params object.
 */
export type Pagination =
  | { style: 'cursor'; items: string; cursorParam: string; nextCursor?: string; cursorFromItem?: string; hasMore?: string }
  | { style: 'offset'; items: string; offsetParam: string; limitParam?: string; total?: string; hasMore?: string }
  | { style: 'page'; items: string; pageParam: string; sizeParam?: string; firstPage?: number; totalPages?: string; hasMore?: string };

export interface Group {
  /** The human name, e.g. `Project data`. */
  name: string;
  /** camelCase property on the client, e.g. `projectData`. */
  key: string;
  /** kebab-case file stem, e.g. `project-data`. */
  slug: string;
  description?: string;
  /** Operations in manifest order. */
  operations: Operation[];
}

export interface Server {
  /** The URL, its variables (if any) at their defaults. */
  url: string;
  description?: string;
  /** The URL as the manifest writes it, with `{variables}`; only where it has some. */
  template?: string;
  variables?: ServerVariable[];
}

/** A `{name}` of a server's URL template, filled in by the client's `serverVariables` option. */
export interface ServerVariable {
  name: string;
  default: string;
  /** The values it may take, when limited. */
  enum?: string[];
  description?: string;
}

/** Publishing metadata of the generated client package, from the manifest's `client` block. */
export interface PackageInfo {
  version: string;
  license?: string;
  repository?: string;
  homepage?: string;
  author?: string;
  keywords?: string[];
}

export interface Api {
  /** Short id of the API, e.g. `ica`; names the output folder. */
  id: string;
  title: string;
  description?: string;
  /** The manifest path relative to the project root, for generated banners. */
  manifestPath: string;
  /** PascalCase client class name, e.g. `IcaClient`. */
  clientName: string;
  /** npm package name of the generated client. */
  packageName: string;
  /** package.json metadata of the generated client (manifest `client`). */
  packageInfo: PackageInfo;
  servers: Server[];
  basePath: string;
  media: MediaTypes;
  /** Content codings the service can compress responses with, e.g. `['gzip']`. */
  compression: string[];
  securitySchemes: SecurityScheme[];
  tokenFlow?: TokenFlow;
  /** The schema of error bodies (RFC 7807), if declared. */
  problemSchema?: string;
  schemas: NamedSchema[];
  groups: Group[];
  /** All operations in manifest order. */
  operations: Operation[];
}
