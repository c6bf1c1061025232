/**
 * The shape of a manifest file, as zod schemas. Structure only: cross-references
 * (scheme names, schema refs, path parameters, uniqueness) are checked in `semantic.ts`.
 */
import { z } from 'zod';
import { paginationSchema } from './pagination-schema.ts';
import { operationMatchSchema } from './operation-match.ts';
import { serverSchema } from './server-schema.ts';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

/** A JSON-Schema-like subset. `{}` means "unknown"; `$ref` names an entry of `schemas`. */
export interface ManifestSchema {
  $ref?: string;
  type?: (typeof SCHEMA_TYPES)[number] | (typeof SCHEMA_TYPES)[number][];
  format?: string;
  title?: string;
  description?: string;
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  properties?: Record<string, ManifestSchema>;
  required?: string[];
  additionalProperties?: boolean | ManifestSchema;
  items?: ManifestSchema;
  allOf?: ManifestSchema[];
  oneOf?: ManifestSchema[];
  anyOf?: ManifestSchema[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  /** How the value is written as XML (OpenAPI's XML Object), where a payload is XML. */
  xml?: XmlHints;
}

/** OpenAPI's XML Object: the element or attribute a value is written as. */
export interface XmlHints {
  /** The element (or attribute) name, instead of the property's or the schema's. */
  name?: string;
  /** The namespace URI, declared on the element as `xmlns` (or `xmlns:prefix`). */
  namespace?: string;
  prefix?: string;
  /** A scalar property written as an attribute of its object's element. */
  attribute?: boolean;
  /** A list written inside an element of its own, not as repeated elements. */
  wrapped?: boolean;
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Built once: zod 3's `z.lazy` calls its getter at every nested schema it parses, and building
 * this object anew each time was most of the time it took to load a large manifest.
 */
let schemaObject: z.ZodType<ManifestSchema> | undefined;

export const schemaSchema: z.ZodType<ManifestSchema> = z.lazy(() =>
  (schemaObject ??= z
    .object({
      $ref: z.string().min(1).optional(),
      type: z.union([z.enum(SCHEMA_TYPES), z.array(z.enum(SCHEMA_TYPES)).min(1)]).optional(),
      format: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      enum: z.array(scalar).min(1).optional(),
      const: scalar.optional(),
      properties: z.record(schemaSchema).optional(),
      required: z.array(z.string()).optional(),
      additionalProperties: z.union([z.boolean(), schemaSchema]).optional(),
      items: schemaSchema.optional(),
      allOf: z.array(schemaSchema).min(1).optional(),
      oneOf: z.array(schemaSchema).min(1).optional(),
      anyOf: z.array(schemaSchema).min(1).optional(),
      discriminator: z
        .object({ propertyName: z.string().min(1), mapping: z.record(z.string()).optional() })
        .strict()
        .optional(),
      nullable: z.boolean().optional(),
      deprecated: z.boolean().optional(),
      readOnly: z.boolean().optional(),
      writeOnly: z.boolean().optional(),
      default: z.unknown().optional(),
      example: z.unknown().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.number().optional(),
      exclusiveMaximum: z.number().optional(),
      multipleOf: z.number().positive().optional(),
      minLength: z.number().int().nonnegative().optional(),
      maxLength: z.number().int().nonnegative().optional(),
      pattern: z.string().optional(),
      minItems: z.number().int().nonnegative().optional(),
      maxItems: z.number().int().nonnegative().optional(),
      uniqueItems: z.boolean().optional(),
      minProperties: z.number().int().nonnegative().optional(),
      maxProperties: z.number().int().nonnegative().optional(),
      xml: z
        .object({
          name: z.string().min(1).optional(),
          namespace: z.string().min(1).optional(),
          prefix: z.string().min(1).optional(),
          attribute: z.boolean().optional(),
          wrapped: z.boolean().optional(),
        })
        .strict()
        .optional(),
    })
    .strict()),
);

const nonEmpty = z.string().trim().min(1, 'expected a non-empty string');
/** An `auth` list: scheme names, or lists of scheme names sent together (`[]`: anonymous access). */
const authSchema = z.array(z.union([nonEmpty, z.array(nonEmpty)]));
/** An HTTP field name (RFC 9110 token): anything else cannot be sent, and breaks the response headers it is echoed into. */
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'expected an HTTP header name such as "X-API-Key"');
/** Names that become TypeScript identifiers as they are. */
const typeName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a PascalCase name such as "Project"');
const version = z.number().int().positive();

/** OpenAPI's `style` values; which ones a location allows is checked in `checks/payloads.ts`. */
export const PARAMETER_STYLES = ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject', 'simple', 'label', 'matrix'] as const;

export const parameterSchema = z
  .object({
    name: nonEmpty,
    in: z.enum(['path', 'query', 'header']),
    /** How arrays and objects are written (OpenAPI `style`); defaults: `form` in query, `simple` in path and header. */
    style: z.enum(PARAMETER_STYLES).optional(),
    /** OpenAPI `explode`; defaults to true for `form`, false otherwise. */
    explode: z.boolean().optional(),
    /**
     * The value travels as text of this JSON media type (OpenAPI `content: { application/json }`
     * on a parameter): `?filter={"name":"a"}`. Not with `style` or `explode`.
     */
    contentType: nonEmpty.optional(),
    required: z.boolean().optional(),
    schema: schemaSchema.optional(),
    description: z.string().optional(),
    example: z.unknown().optional(),
    deprecated: z.boolean().optional(),
  })
  .strict();

/** How one property of a form or multipart body is written (OpenAPI's Encoding Object). */
const propertyEncodingSchema = z
  .object({
    /** For multipart: the part's Content-Type, e.g. `image/png`. */
    contentType: nonEmpty.optional(),
    /** For form bodies: how an array or object property is written, as for query parameters. */
    style: z.enum(['form', 'spaceDelimited', 'pipeDelimited', 'deepObject']).optional(),
    explode: z.boolean().optional(),
  })
  .strict();

/** One entry of a `content` map: the payload's schema, and for forms and multipart the encoding of its properties. */
const contentEntrySchema = z
  .object({ schema: schemaSchema.optional(), encoding: z.record(propertyEncodingSchema).optional() })
  .strict();

/**
 * Payloads by media type, in order of preference (`application/json`, `multipart/form-data`,
 * `application/x-www-form-urlencoded`, `application/octet-stream`, `text/csv`,
 * `application/vnd.acme.v{version}+json`, …). Media type syntax is checked in `checks/payloads.ts`.
 */
const contentSchema = z.record(contentEntrySchema);

const requestBodySchema = z.union([
  z.literal('none'),
  z
    .object({
      required: z.boolean().optional(),
      /** Short form of `content` with one media type; default: the API's success media type. */
      mediaType: nonEmpty.optional(),
      schema: schemaSchema.optional(),
      content: contentSchema.optional(),
      description: z.string().optional(),
    })
    .strict(),
]);

/**
 * Another success status of an operation (an entry of `response.also`): its own payload, or none.
 * Unlike the main response, `{}` means no body: an undescribed payload is written `schema: {}`.
 */
const alsoResponseSchema = z
  .object({
    /** Short form of `content`, in `mediaType` or the API's success media type. */
    schema: schemaSchema.optional(),
    mediaType: nonEmpty.optional(),
    content: contentSchema.optional(),
    description: z.string().optional(),
  })
  .strict()
  .nullable();

/** A header the success response carries (`response.headers.<name>`), typed by its schema. */
const responseHeaderSchema = z
  .object({ schema: schemaSchema.optional(), description: z.string().optional(), required: z.boolean().optional() })
  .strict();

const responseSchema = z
  .object({
    status: z.number().int().min(200).max(299).optional(),
    /** Short form of `content`: a payload in the API's success media type. */
    schema: schemaSchema.optional(),
    /** What the operation can answer, by media type; `{}` (or status 204/205) means no body. */
    content: contentSchema.optional(),
    description: z.string().optional(),
    example: z.unknown().optional(),
    /** Other success statuses, each with its own payload: `also: { 201: { schema: Job }, 204: {} }`. */
    also: z.record(z.string().regex(/^2[0-9][0-9]$/, 'expected a success status such as 201'), alsoResponseSchema).optional(),
    /** Headers every success carries: `headers: { X-Rate-Limit: { schema: { type: integer } } }`. */
    headers: z.record(headerName, responseHeaderSchema).optional(),
  })
  .strict();

/**
 * One API version of an operation (an entry of the `versions` map): its own `requestBody` and
 * `response` where its payloads differ from the operation's. Payload fields (`schema`, `content`,
 * `mediaType`) replace the operation's as a group; the others (`status`, `required`,
 * `description`, `example`) are inherited when absent. `~` (null) or `{}`: the operation's own.
 */
const versionEntrySchema = z
  .object({ requestBody: requestBodySchema.optional(), response: responseSchema.optional() })
  .strict()
  .nullable();

/**
 * `versions: [3, 4]` (the short form: one payload for every version), or a map from each
 * version to what differs in it: `versions: { 3: ~, 4: { response: { schema: PipelineV4 } } }`.
 */
const operationVersionsSchema = z.union([
  z.array(version).min(1),
  z
    .record(z.string().regex(/^[1-9][0-9]{0,5}$/, 'expected a version number such as 3'), versionEntrySchema)
    .refine((map) => Object.keys(map).length > 0, 'expected at least one version'),
]);


export const operationSchema = z
  .object({
    name: nonEmpty,
    method: z.enum(HTTP_METHODS),
    path: nonEmpty,
    group: nonEmpty,
    summary: nonEmpty,
    description: z.string().optional(),
    /**
     * Accepted schemes in order of preference; `[]` means the operation takes no credentials. An
     * entry that is a list names schemes sent together; an empty list allows anonymous access.
     */
    auth: authSchema.optional(),
    versions: operationVersionsSchema.optional(),
    notes: z.array(nonEmpty).optional(),
    deprecated: z.boolean().optional(),
    idempotent: z.boolean().optional(),
    parameters: z.array(parameterSchema).optional(),
    requestBody: requestBodySchema.optional(),
    response: responseSchema.optional(),
    pagination: paginationSchema.optional(),
    match: operationMatchSchema.optional(),
    /**
     * The base URL this operation is sent to instead of the API's server, where the API serves it
     * from another host (GitHub's `https://uploads.github.com`, Box's upload server): an absolute
     * http(s) URL, the operation's path appended to it as to the API's.
     */
    server: z
      .string()
      .refine((url) => URL.canParse(url) && /^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(url), 'expected an absolute http(s) URL without query or fragment, such as "https://uploads.example.com"')
      .optional(),
  })
  .strict();

/**
 * A security scheme (`security.schemes.<name>`). Each has an optional `clientOption`, the name of
 * the client constructor option that takes its credential; without one it is the kind
 * (`apiKey`, `bearer`, `basic`) when the manifest has one scheme of that kind, else the camelCased
 * scheme name (generator/ir/client-option.ts).
 *
 * - `apiKey`: the key travels in a header (`header: X-API-Key`, short for `in: header` and
 *   `name: X-API-Key`), a query parameter (`in: query`, `name: api_key`) or a cookie
 *   (`in: cookie`, `name: session_key`). Which combinations are valid is checked in
 *   `checks/security.ts`.
 * - `bearer`: `Authorization: Bearer <token>`; `bearerFormat` is documentation, except that
 *   `JWT` makes the generated server verify tokens itself.
 * - `basic`: `Authorization: Basic <user:password>`. `username: apiKey` says the username is an
 *   API key (or key id) rather than a person's login: the password may then be empty, and the
 *   client also takes the key alone as a string. Default `user`.
 */
const securitySchemeSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('apiKey'),
      header: headerName.optional(),
      in: z.enum(['header', 'query', 'cookie']).optional(),
      name: nonEmpty.optional(),
      clientOption: nonEmpty.optional(),
      description: z.string().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('bearer'),
      bearerFormat: nonEmpty.optional(),
      clientOption: nonEmpty.optional(),
      description: z.string().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('basic'),
      username: z.enum(['user', 'apiKey']).optional(),
      clientOption: nonEmpty.optional(),
      description: z.string().optional(),
    })
    .strict(),
]);

/**
 * `client`: the generated client's class name and npm package. `package` is the package name;
 * `version`, `license`, `repository`, `homepage`, `author` and `keywords` go into its
 * package.json as they are, so publishing needs no hand edits of generated files.
 */
const clientSchema = z
  .object({
    name: typeName.optional(),
    package: nonEmpty.optional(),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/, 'expected a semver version such as "1.2.0"')
      .optional(),
    /** An SPDX license expression such as "MIT" or "Apache-2.0". */
    license: nonEmpty.optional(),
    /** A git URL, or npm's shorthand such as "github:acme/acme-node". */
    repository: nonEmpty.optional(),
    homepage: z.string().url('expected an absolute URL').optional(),
    /** "Name <email> (url)", as npm writes it. */
    author: nonEmpty.optional(),
    keywords: z.array(nonEmpty).optional(),
  })
  .strict();

export const manifestSchema = z
  .object({
    sdkgen: z.literal(1),
    /** Names the output folder and the package; 64 characters leave room for staging-folder suffixes within 255 bytes. */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase id such as "petstore"').max(64, 'expected an id of at most 64 characters'),
    title: nonEmpty,
    description: z.string().optional(),
    client: clientSchema.optional(),
    servers: z.array(serverSchema).min(1),
    basePath: z.string().regex(/^\/[A-Za-z0-9._~!$&'()*+,;=@-]*(\/[A-Za-z0-9._~!$&'()*+,;=@-]+)*$/, 'expected a path such as "/api"'),
    media: z
      .object({
        /** `{version}` is replaced by each operation version; without it (`application/json`) the API does not version by media type. */
        success: z
          .string()
          .regex(
            /^[^\s{}/]+\/[^{}]*(\{version\}[^{}]*)?$/,
            'expected a media type such as "application/json" or "application/vnd.acme.v{version}+json"',
          ),
        problem: nonEmpty,
        currentVersion: version,
      })
      .strict(),
    compression: z.array(z.enum(['gzip'])).optional(),
    security: z
      .object({
        /** Schemes operations accept unless they list their own `auth`; `[]`: no credentials by default. */
        default: authSchema,
        schemes: z.record(securitySchemeSchema),
        tokens: z
          .object({
            scheme: nonEmpty,
            create: nonEmpty,
            refresh: nonEmpty.optional(),
            field: nonEmpty,
            notRefreshableFrom: z.array(nonEmpty).optional(),
            tenantParameter: nonEmpty.optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    defaults: z.object({ versions: z.array(version).min(1).optional() }).strict().optional(),
    errors: z.object({ schema: nonEmpty }).strict().optional(),
    pathParameters: z
      .record(
        z
          .object({ description: z.string().optional(), schema: schemaSchema.optional(), example: z.unknown().optional() })
          .strict(),
      )
      .optional(),
    schemas: z.record(schemaSchema).optional(),
    groups: z
      .array(z.object({ name: nonEmpty, key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase key').optional(), description: z.string().optional() }).strict())
      .optional(),
    operations: z.array(operationSchema).min(1, 'expected at least one operation'),
  })
  .strict();

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestOperation = z.infer<typeof operationSchema>;
export type ManifestParameter = z.infer<typeof parameterSchema>;
export type ManifestVersionEntry = NonNullable<z.infer<typeof versionEntrySchema>>;
export type ManifestResponse = z.infer<typeof responseSchema>;
export type ManifestAlsoResponse = NonNullable<z.infer<typeof alsoResponseSchema>>;
export type ManifestResponseHeader = z.infer<typeof responseHeaderSchema>;
