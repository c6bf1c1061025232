/**
 * The `OperationSpec` constant of an operation: the data the runtime needs to send it. Emitted
 * as a literal next to the function so a bundler keeps exactly the specs of called functions.
 * Defaults are left out to keep specs small: parameter `style`/`explode` when OpenAPI's,
 * `bodyMediaTypes` when only `application/json`, `responseMediaTypes` when the API's success type.
 * XML payloads of data carry how they map to the data (`xml`, xml-payloads.ts), and name the
 * runtime's XML writer and reader.
 */
import { runtimeAuth } from '../../ir/auth-requirements.ts';
import { type MatchSelector, queryFlags } from '../../ir/match-selectors.ts';
import { defaultExplode, defaultStyle } from '../../ir/parameter-style.ts';
import { formBracketFields } from '../../ir/form-brackets.ts';
import { mediaEssence } from '../../ir/payloads.ts';
import type { Api, Operation, Parameter, ParameterLocation, RequestBody, Response, Schema } from '../../ir/types.ts';
import { answersXmlData, sendsXmlData, xmlWire } from './xml-payloads.ts';
import { takesOnlyScalars } from '../../ir/scalar-value.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { type Expression, reference } from '../ts/literal.ts';
import { bodyRequired } from './payload-types.ts';

const JSON_MEDIA_TYPE = 'application/json';

type Schemas = ReadonlyMap<string, Schema>;

/** The spec as data, its runtime functions as `Expression`s. */
export function operationSpecValue(operation: Operation, api: Api): Record<string, unknown> {
  const bindings = (location: ParameterLocation) => operation.parameters.filter((parameter) => parameter.in === location).map(binding);
  const schemas = schemasByName(api);
  // Absent where the client sends nothing to select the operation (a presence of a declared parameter is that parameter).
  const match = matchLiteral(operation);
  const byVersion = versionWires(operation, schemas);
  const { body, bodyMediaTypes, partTypes, formBrackets, responseMediaTypes, alsoResponses, responseHeaders, xml } = wireOf(operation.requestBody, operation.response, schemas);
  return {
    name: operation.name,
    method: operation.method,
    path: operation.path.raw,
    ...(operation.server !== undefined ? { server: operation.server } : {}),
    pathParams: bindings('path'),
    query: bindings('query'),
    headers: bindings('header'),
    body,
    ...(body !== 'none' && !(bodyMediaTypes.length === 1 && bodyMediaTypes[0] === JSON_MEDIA_TYPE) ? { bodyMediaTypes } : {}),
    ...(Object.keys(partTypes).length > 0 ? { partTypes } : {}),
    ...(formBrackets.length > 0 ? { formBrackets } : {}),
    ...encodersOf(operation, api),
    ...(onlySuccessType(responseMediaTypes, api) ? {} : { responseMediaTypes }),
    ...(Object.keys(alsoResponses).length > 0 ? { alsoResponses } : {}),
    ...(responseHeaders.length > 0 ? { responseHeaders } : {}),
    ...(Object.keys(xml).length > 0 ? { xml } : {}),
    ...(declaresResponseTypes(operation, api) ? { readByMediaType: reference(TYPE_READER) } : {}),
    ...(answersXmlData(operation, schemas) ? { readXml: reference(XML_READER) } : {}),
    ...(declaresResponseHeaders(operation) ? { parseHeaders: reference(HEADER_PARSER) } : {}),
    auth: runtimeAuth(operation.auth),
    versions: operation.versions,
    ...(Object.keys(byVersion).length > 0 ? { byVersion } : {}),
    idempotent: operation.idempotent,
    ...(operation.pagination ? { pagination: operation.pagination } : {}),
    ...(Object.keys(match).length > 0 ? { match } : {}),
  };
}

/** The runtime's parser of declared response headers, named by the specs of operations that declare some. */
const HEADER_PARSER = 'parseResponseHeaders';

function declaresResponseHeaders(operation: Operation): boolean {
  return [operation, ...operation.byVersion].some((entry) => entry.response.headers.length > 0);
}

/** The runtime's reader of responses by their declared media types and statuses. */
const TYPE_READER = 'readByMediaType';

/**
 * Whether the spec declares `responseMediaTypes` or `alsoResponses`, itself or in `byVersion`: some
 * version answers other than the API's success type alone. (A version's entry carries them
 * exactly when they differ from the default version's, which then differ from that type.)
 */
function declaresResponseTypes(operation: Operation, api: Api): boolean {
  return [operation, ...operation.byVersion].some(
    ({ response }) => !onlySuccessType(response.contents.map((payload) => payload.mediaType), api) || response.also.length > 0,
  );
}

/** Whether response media types are the API's success type alone: the default a spec leaves out. */
function onlySuccessType(types: readonly string[], api: Api): boolean {
  return types.length === 1 && types[0] === api.media.successTemplate;
}

/** The runtime's reader of XML responses of data, named by the specs of operations whose responses carry some. */
const XML_READER = 'readXml';

/** The runtime functions an operation's spec names: its encoders, the readers by media type and of XML, and the response-header parser. */
export function specFunctions(operation: Operation, api: Api): string[] {
  return [
    ...usedEncoders(operation, api).map((encoder) => encoder.function),
    ...(declaresResponseTypes(operation, api) ? [TYPE_READER] : []),
    ...(answersXmlData(operation, schemasByName(api)) ? [XML_READER] : []),
    ...(declaresResponseHeaders(operation) ? [HEADER_PARSER] : []),
  ];
}

/**
 * The runtime's encoders, by the `OperationSpec.encoders` key that names them and when an
 * operation needs them. Named rather than built in, so a bundle of other operations leaves them out.
 */
const ENCODERS: { key: string; function: string; needed: (operation: Operation, api: Api) => boolean }[] = [
  { key: 'path', function: 'encodeStyledSegment', needed: (operation, api) => operation.parameters.some((parameter) => parameter.in === 'path' && isStyledPathValue(parameter, api)) },
  { key: 'query', function: 'encodeQueryParams', needed: (operation) => operation.parameters.some((parameter) => parameter.in === 'query') },
  { key: 'headers', function: 'encodeHeaderParams', needed: (operation) => operation.parameters.some((parameter) => parameter.in === 'header') },
  { key: 'body', function: 'encodeBody', needed: (operation) => [operation, ...operation.byVersion].some((entry) => entry.requestBody !== undefined) },
  { key: 'form', function: 'encodeForm', needed: (operation) => sendsBodyOf(operation, (essence) => essence === 'application/x-www-form-urlencoded') },
  { key: 'multipart', function: 'encodeMultipart', needed: (operation) => sendsBodyOf(operation, (essence) => essence.startsWith('multipart/')) },
  { key: 'json', function: 'encodeJsonParams', needed: (operation) => operation.parameters.some((parameter) => parameter.contentType !== undefined) },
  { key: 'xml', function: 'xmlDocument', needed: (operation, api) => sendsXmlData(operation, schemasByName(api)) },
];

function usedEncoders(operation: Operation, api: Api): typeof ENCODERS {
  return ENCODERS.filter((encoder) => encoder.needed(operation, api));
}

/** Whether a path value is more than one scalar in a plain segment: a list or object, or in `label` or `matrix` style. */
function isStyledPathValue(parameter: Parameter, api: Api): boolean {
  // `explode` changes only how lists and objects are written; JSON text is one scalar.
  if (parameter.contentType !== undefined) return false;
  return parameter.style !== defaultStyle('path') || !takesOnlyScalars(parameter.schema, schemasByName(api));
}

/** Whether some version of `operation` sends a body whose media type's essence `matches`. */
function sendsBodyOf(operation: Operation, matches: (essence: string) => boolean): boolean {
  const essences = [operation, ...operation.byVersion].flatMap((entry) => entry.requestBody?.contents ?? []).map((payload) => mediaEssence(payload.mediaType));
  return essences.some(matches);
}

/** `OperationSpec.encoders`, naming the encoders the operation needs. */
function encodersOf(operation: Operation, api: Api): { encoders?: Record<string, Expression> } {
  const used = usedEncoders(operation, api);
  if (used.length === 0) return {};
  return { encoders: Object.fromEntries(used.map((encoder) => [encoder.key, reference(encoder.function)])) };
}

/**
 * `OperationSpec.match`: what the client sends to select the operation: the constants as the
 * manifest wrote them, headers and query apart, and the query flags it sends bare. Presences of
 * declared parameters are not there: the parameter, required, is sent as any other.
 */
function matchLiteral(operation: Operation): { headers?: Record<string, string>; query?: Record<string, string>; flags?: string[] } {
  const selectors = operation.match ?? [];
  const of = (where: MatchSelector['in']) => Object.fromEntries(selectors.flatMap((s) => (s.in === where && s.value !== undefined ? [[s.name, s.value]] : [])));
  const headers = of('header');
  const query = of('query');
  const flags = queryFlags(operation);
  return { ...(Object.keys(headers).length > 0 ? { headers } : {}), ...(Object.keys(query).length > 0 ? { query } : {}), ...(flags.length > 0 ? { flags } : {}) };
}

/** `OperationSpec.byVersion`: for each version whose wire differs from the default version's, the fields that differ. */
export function versionWires(operation: Operation, schemas: Schemas): Record<number, Partial<Wire>> {
  const shared = wireOf(operation.requestBody, operation.response, schemas);
  return Object.fromEntries(
    operation.byVersion.flatMap((entry) => {
      const own = wireOf(entry.requestBody, entry.response, schemas);
      const changed = Object.fromEntries(Object.entries(own).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(shared[key as keyof Wire])));
      return Object.keys(changed).length > 0 ? [[entry.version, changed]] : [];
    }),
  );
}

/** The spec fields a version's payloads decide, each with its value spelt out (no defaults left implicit). */
interface Wire {
  body: 'none' | 'optional' | 'required';
  bodyMediaTypes: string[];
  partTypes: Record<string, string>;
  formBrackets: string[];
  responseMediaTypes: string[];
  alsoResponses: Record<number, string[]>;
  responseHeaders: { key: string; name: string; type?: string }[];
  xml: { body?: unknown; responses?: Record<number, unknown> };
}

function wireOf(body: RequestBody | undefined, response: Response, schemas: Schemas): Wire {
  const partTypes = Object.fromEntries(
    (body?.contents.find((payload) => payload.kind === 'multipart')?.encoding ?? []).flatMap((encoding) =>
      encoding.contentType ? [[encoding.property, encoding.contentType]] : [],
    ),
  );
  return {
    body: !body ? 'none' : bodyRequired(body) ? 'required' : 'optional',
    bodyMediaTypes: body?.contents.map((payload) => payload.mediaType) ?? [JSON_MEDIA_TYPE],
    partTypes,
    formBrackets: formBracketFields(body?.contents.find((payload) => payload.kind === 'form')),
    responseMediaTypes: response.contents.map((payload) => payload.mediaType),
    alsoResponses: Object.fromEntries(response.also.map((other) => [other.status, other.contents.map((payload) => payload.mediaType)])),
    responseHeaders: response.headers.map((header) => {
      const type = headerValueType(header.schema);
      return { key: header.key, name: header.name, ...(type ? { type } : {}) };
    }),
    xml: xmlWire(body, response, schemas),
  };
}

/** What the client parses a header's text as: a number, a boolean, or (undefined) the text itself. */
function headerValueType(schema: Schema): 'integer' | 'number' | 'boolean' | undefined {
  const kind = schema.kind === 'union' && schema.variants.length === 1 ? schema.variants[0]!.kind : schema.kind;
  return kind === 'integer' || kind === 'number' || kind === 'boolean' ? kind : undefined;
}

/** `{ key, name }`, plus `style` and `explode` where they differ from OpenAPI's defaults. */
function binding(parameter: Parameter): Record<string, unknown> {
  const style = parameter.style === defaultStyle(parameter.in) ? {} : { style: parameter.style };
  const explode = parameter.explode === defaultExplode(parameter.style) ? {} : { explode: parameter.explode };
  return { key: parameter.key, name: parameter.name, ...style, ...explode, ...(parameter.contentType !== undefined ? { json: true } : {}) };
}
