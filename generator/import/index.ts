/**
 * `sdkgen import`: OpenAPI 3.0/3.1 → manifest. Files are read by `loadDescription` first:
 * several files joined into one by their relative `$ref`s (confined to the document's folder;
 * URLs only when allowed), and Swagger 2.0 converted to OpenAPI 3.0 with swagger2openapi.
 *
 * What maps where (each converter's doc comment has the details):
 *   info.title/description → title/description; id from the title (or `options.id`)
 *   servers → servers (variables → defaults, relative URLs → http://localhost; warned)
 *   paths × get/head/post/put/delete/patch → operations (options/trace warned)
 *   operationId → snake_case `name` (fallback: method + path; deduplicated)
 *   first tag → group ("Default" when untagged); top-level tags → groups (descriptions)
 *   summary (fallback: from operationId) / description / deprecated
 *   parameters (path/query/header; `$ref`s inlined; cookie warned) → parameters, with
 *     `style`/`explode` where not the default and shared identical path parameters hoisted to
 *     `pathParameters`
 *   requestBody → requestBody: every media type with its encoding (`content`, JSON first; one
 *     type → `mediaType` + `schema`); none on POST/PUT/PATCH → `none`; a GET body is dropped
 *   lowest 2xx response → response (status, description, every media type, example); a
 *     204/205 keeps no content; wildcard media types become application/json or octet-stream
 *   4xx/5xx/default bodies that `$ref` one component schema → errors.schema + media.problem
 *   versioned vendor media types (`application/vnd.x.v3+json`) → media.success template,
 *     currentVersion (the newest), defaults.versions and per-operation versions; where an
 *     operation's versions send or answer different schemas, bodies or statuses, a `versions`
 *     map giving each version its own `requestBody`/`response` (version-payloads.ts)
 *   securitySchemes → security.schemes (apiKey in a header, query or cookie, http bearer/basic,
 *     Basic usernames that are API keys); security → default / auth
 *   components/schemas → schemas (names made PascalCase-safe; `renamedSchemas` lists changes)
 *   basePath = longest common literal prefix of the paths, or `/`
 *   names the manifest refuses because generated code could not use them (manifest/checks):
 *     renamed where they are not on the wire (schemas, security schemes, group keys,
 *     operation names, path parameters), dropped where they are (query and header parameters,
 *     `__proto__` properties), each with one warning naming both sides; the result is checked
 *     by the loader's rules before it is returned
 *
 * Dropped without a warning (annotations only): `x-*` extensions, `externalDocs`, `xml`,
 * `jsonSchemaDialect`, `info.version/contact/license/termsOfService/summary`, schema
 * `$comment/$schema/$id/$anchor`, the "API versions"/"Authentication" paragraphs sdkgen's own
 * export appends to operation descriptions,
 * extra entries of a schema's `examples` (the first becomes `example`), error responses' status
 * codes and descriptions (the manifest models one error schema per API), unused components.
 * Everything else the manifest cannot express is a warning with its JSON Pointer.
 *
 * Two manifest forms this relies on (generator/manifest/schema.ts must accept them): a
 * `media.success` without `{version}` (`application/json`) for APIs that do not version by media
 * type, and empty `security.default` / `auth` lists for operations that take no credentials.
 */
export { importOpenApi, type ImportOptions, type ImportResult } from './import-openapi.ts';
export { importOpenApiFile, parseOpenApiText, readOpenApiFile } from './read-openapi-file.ts';
export { ImportError } from './openapi-document.ts';
export { validateManifestText } from './validate-manifest-text.ts';
export { formatImportWarning, type ImportWarning } from './warnings.ts';
export { formatWarningGroups, groupWarnings, warningKind, type WarningGroup } from './warning-groups.ts';
export { loadDescription, type LoadedDescription, type LoadOptions, positioned } from './load-description.ts';
