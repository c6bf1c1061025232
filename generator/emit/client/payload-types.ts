/**
 * The TypeScript types of an operation's payloads (`requestBody.content` and
 * `response.content`), by kind: JSON and forms typed from their schema, multipart file fields
 * (`type: string, format: binary`) as the runtime's `Uploadable`, raw bodies as `BinaryBody`,
 * text as `string`, XML of data as that data (and, sent, also as the caller's own XML text). A form or multipart schema that names no fields (a list) is the caller's own
 * `URLSearchParams` or `FormData`. A binary response is the fetch `Response` (read it as a Blob,
 * ArrayBuffer or stream); a response without content is `void`.
 */
import type { NamedSchema, Payload, RequestBody, Response, Schema } from '../../ir/types.ts';
import { successStatuses } from '../../ir/payloads.ts';
import { propertyKey } from './identifiers.ts';
import { scalarText } from '../json-text.ts';
import { type SchemaToTsOptions, schemaToTs } from './schema-types.ts';
import { fileField } from '../../ir/file-field.ts';
import { describesFields } from '../../ir/describes-fields.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';

/** The type of `body` in the params: the union of what each declared media type takes. */
export function requestBodyType(body: RequestBody, schemas: NamedSchema[], options: SchemaToTsOptions = {}): string {
  return unique(body.contents.flatMap((payload) => payloadTypes(payload, schemas, options))).join(' | ');
}

/**
 * Whether the caller must give a body: when the manifest requires it and describes it. A JSON,
 * form or multipart body without a schema cannot be required in any meaningful way; raw bytes
 * and text are described by their kind alone.
 */
export function bodyRequired(body: RequestBody): boolean {
  return body.required && body.contents.some((payload) => payload.schema.kind !== 'unknown' || payload.kind === 'binary' || payload.kind === 'text');
}

/**
 * What awaiting the operation gives: for each success status (the main one and `also`), the
 * type of its preferred media type, `void` for one without content; their union.
 */
export function responseType(response: Response, schemas: NamedSchema[], options: SchemaToTsOptions = {}): string {
  const byName = schemasByName({ schemas });
  const types = unique(successStatuses(response).map((status) => statusType(status.contents, byName, options)));
  return types.join(' | ');
}

function statusType(contents: Payload[], schemas: ReadonlyMap<string, Schema>, options: SchemaToTsOptions): string {
  const preferred = contents[0];
  if (!preferred) return 'void';
  if (preferred.kind === 'binary') return 'Response';
  // XML of data is read into the data it holds (client/core/xml-read.ts).
  if (preferred.kind === 'text') return carriesXmlData(preferred, schemas) ? schemaToTs(preferred.schema, options) : 'string';
  return schemaToTs(preferred.schema, options);
}

/**
 * The type of `withResponse()`'s `headers`: each declared header by its key, parsed by its
 * schema, optional unless `required`; undefined when the response declares none.
 */
export function responseHeadersType(response: Response, options: SchemaToTsOptions = {}): string | undefined {
  if (response.headers.length === 0) return undefined;
  const members = response.headers.map((header) => {
    const doc = header.description ? `/** ${header.name}: ${header.description.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ')} */\n` : `/** ${header.name} */\n`;
    return `${doc}${propertyKey(header.key)}${header.required ? '' : '?'}: ${schemaToTs(header.schema, options)};`;
  });
  return `{\n${members.join('\n')}\n}`;
}

/**
 * The options type of a call: `RequestOptions<'application/json' | 'text/csv'>` when the body
 * can be sent in several media types, so `contentType` accepts exactly those.
 */
export function requestOptionsType(body: RequestBody | undefined): string {
  if (!body || body.contents.length < 2) return 'RequestOptions';
  return `RequestOptions<${unique(body.contents.map((payload) => `'${payload.mediaType}'`)).join(' | ')}>`;
}

/** The runtime types (`Uploadable`, `BinaryBody`) a body's type names, for the file's imports. */
export function runtimeTypesOf(body: RequestBody | undefined, schemas: NamedSchema[]): string[] {
  return [...new Set((body?.contents ?? []).flatMap((payload) => payloadTypes(payload, schemas, {})).join(' ').match(/\b(Uploadable|BinaryBody)\b/g) ?? [])];
}

/** The members of the union a payload takes: one type, or for XML of data the data and the caller's own XML text. */
function payloadTypes(payload: Payload, schemas: NamedSchema[], options: SchemaToTsOptions): string[] {
  if (payload.kind === 'text' && carriesXmlData(payload, schemasByName({ schemas }))) return [schemaToTs(payload.schema, options), 'string'];
  return [payloadType(payload, schemas, options)];
}

function payloadType(payload: Payload, schemas: NamedSchema[], options: SchemaToTsOptions): string {
  switch (payload.kind) {
    case 'binary':
      return 'BinaryBody';
    case 'text':
      return 'string';
    case 'form':
      return describesFields(payload.schema, schemasByName({ schemas })) ? schemaToTs(payload.schema, options) : 'URLSearchParams | string';
    case 'multipart':
      // Fields the schema does not name: the caller's FormData, or an object of them by name.
      return describesFields(payload.schema, schemasByName({ schemas })) ? multipartType(payload.schema, schemas, options) : 'FormData | Record<string, Uploadable | string>';
    default:
      return schemaToTs(payload.schema, options);
  }
}

/**
 * A multipart schema with its file fields retyped: `Omit<Upload, 'file'> & { file: Uploadable }`
 * for a named schema (so the other fields keep their one definition), or the object inline.
 */
function multipartType(schema: Schema, schemas: NamedSchema[], options: SchemaToTsOptions): string {
  const target = schema.kind === 'ref' ? schemas.find((named) => named.name === schema.name)?.schema : schema;
  if (target?.kind !== 'object') return schemaToTs(schema, options);
  const files = target.properties.filter((property) => fileType(property.schema) !== undefined);
  if (files.length === 0) return schemaToTs(schema, options);
  const members = files.map((property) => `${propertyKey(property.name)}${property.required ? '' : '?'}: ${fileType(property.schema)}`);
  if (schema.kind !== 'ref') {
    const others = { ...target, properties: target.properties.filter((property) => !files.includes(property)) };
    return others.properties.length === 0 ? `{ ${members.join('; ')} }` : `${schemaToTs(others, options)} & { ${members.join('; ')} }`;
  }
  const omitted = files.map((property) => scalarText(property.name)).join(' | ');
  return `Omit<${schemaToTs(schema, options)}, ${omitted}> & { ${members.join('; ')} }`;
}

const FILE_TYPES = { file: 'Uploadable', files: 'Uploadable[]' } as const;

/** `Uploadable` for a binary string, `Uploadable[]` for an array of them. */
function fileType(schema: Schema): string | undefined {
  const field = fileField(schema);
  return field && FILE_TYPES[field];
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
