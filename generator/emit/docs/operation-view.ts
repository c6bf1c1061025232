/**
 * Everything the templates show for one operation, precomputed: raw strings for HTML, escaped
 * strings (`…Md`) for Markdown, and booleans for the `{{#if}}`s.
 */
import { alternativeText } from '../../ir/auth-requirements.ts';
import { matchSuffix } from '../../ir/match-selectors.ts';
import type { Api, Operation, Parameter, Schema, VersionPayloads } from '../../ir/types.ts';
import { AUTHENTICATION_PAGE, groupPage, operationAnchor, schemeAnchor } from './anchors.ts';
import { clientExample } from './client-example.ts';
import { curlExample } from './curl-example.ts';
import { mdCode, mdFence, mdLink } from './markdown.ts';
import { operationMediaTypes, payloadMediaTypes } from './media.ts';
import { responseExtrasView, type ResponseExtrasView } from './response-view.ts';
import { fieldViews, objectOf, typeView, type FieldView, type TypeView } from './schema-view.ts';
import { blockText, inlineText, type BlockView, type TextView } from './text-view.ts';
import { successSchema } from '../../ir/payloads.ts';
import { payloadsDiffer } from '../../ir/versions.ts';

export interface ParameterView {
  name: string;
  nameMd: string;
  location: string;
  type: TypeView;
  required: boolean;
  deprecated: boolean;
  description: TextView;
  /** The manifest's example as shown in the docs (JSON for non-strings); empty when there is none. */
  example: string;
  exampleMd: string;
}

export interface PayloadView {
  /** False when the manifest does not describe the payload: the docs say "not specified". */
  specified: boolean;
  /** The answer has no body (a 204, a HEAD operation's, `content: {}`): the docs say "no content". */
  noContent: boolean;
  type: TypeView;
  fields: FieldView[];
  hasFields: boolean;
  required: boolean;
  mediaTypes: string[];
  mediaTypesMd: string;
  description?: TextView;
}

export interface ExampleView {
  code: string;
  md: string;
}

/**
 * What the pages listing every operation show of one: the README's tables, the HTML sidebar and
 * search index. Worked out for every operation before any page is rendered; the rest of an
 * operation's view (OperationView) only while its group's pages are.
 */
export interface OperationDigest {
  id: string;
  nameMd: string;
  clientCall: string;
  method: string;
  methodClass: string;
  path: string;
  pathCellMd: string;
  summary: TextView;
  authCellMd: string;
  versions: string;
  /** Link to the operation from another page, e.g. `project-data.md#archive_data`. */
  pageHref: string;
  /** Lower-cased name, client method, path and summary: what the HTML search matches. */
  searchText: string;
}

export interface OperationView extends OperationDigest {
  name: string;
  methodName: string;
  clientCallMd: string;
  pathMd: string;
  /** The base URL of an operation served from another host than the API's. */
  server?: string;
  serverMd?: string;
  description?: BlockView;
  notes: TextView[];
  hasNotes: boolean;
  deprecated: boolean;
  idempotent: boolean;
  auth: { text: string; href: string }[];
  authMd: string;
  parameters: ParameterView[];
  hasParameters: boolean;
  requestBody?: PayloadView;
  response: PayloadView & { status: number };
  /** The other success statuses and the response headers. */
  responseExtras: ResponseExtrasView;
  /** Each version's request body and response, for operations whose payloads differ by version. */
  byVersion?: VersionPayloadView[];
  clientExample: ExampleView;
  curlExample: ExampleView;
}

export interface VersionPayloadView {
  version: number;
  /** The version a client that pins none sends. */
  isDefault: boolean;
  requestBody?: PayloadView;
  response: PayloadView & { status: number };
  responseExtras: ResponseExtrasView;
}

function exampleText(value: unknown): string {
  return value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

function parameterView(parameter: Parameter): ParameterView {
  const example = exampleText(parameter.example ?? parameter.schema.meta.example);
  return {
    name: parameter.name,
    nameMd: mdCode(parameter.name, true),
    // A value sent as JSON text says so where its place is given: `query, as application/json`.
    location: parameter.contentType !== undefined ? `${parameter.in}, as ${parameter.contentType}` : parameter.in,
    type: typeView(parameter.schema),
    required: parameter.required,
    deprecated: parameter.deprecated,
    description: inlineText(parameter.description ?? parameter.schema.meta.description ?? ''),
    example,
    exampleMd: example ? mdCode(example, true) : '',
  };
}

function payloadView(schema: Schema, mediaTypes: string[], api: Api, required: boolean, description?: string, noContent = false): PayloadView {
  const fields = fieldViews(schema, api);
  const descriptionText = description ?? (objectOf(schema, api) ? undefined : schema.meta.description);
  return {
    specified: schema.kind !== 'unknown',
    noContent,
    type: typeView(schema),
    fields,
    hasFields: fields.length > 0,
    required,
    mediaTypes,
    mediaTypesMd: mediaTypes.map((m) => mdCode(m)).join(', '),
    ...(descriptionText ? { description: inlineText(descriptionText) } : {}),
  };
}

/** `group` is the operation's, when the caller has it at hand (every group's digests are made at once). */
export function operationDigest(operation: Operation, api: Api, group = api.groups.find((g) => g.key === operation.group)): OperationDigest {
  const id = operationAnchor(operation);
  // With the constants that select the operation on a shared path (`?Action=…`, `[X-Rpc-Target: …]`).
  const path = `${operation.path.raw}${matchSuffix(operation.match)}`;
  return {
    id,
    nameMd: mdCode(operation.name),
    clientCall: `client.${operation.group}.${operation.methodName}()`,
    method: operation.method,
    methodClass: `method-${operation.method.toLowerCase()}`,
    path,
    pathCellMd: mdCode(path, true),
    summary: inlineText(operation.summary),
    authCellMd: operation.auth.map((a) => alternativeText(a, (scheme) => mdCode(scheme, true))).join(', ') || 'none',
    versions: operation.versions.join(', '),
    pageHref: `${group ? groupPage(group) : ''}#${id}`,
    searchText: [operation.name, operation.methodName, path, operation.summary].join('\n').toLowerCase(),
  };
}

/** The whole view of `operation`, completing its `digest`. */
export function operationView(operation: Operation, api: Api, digest = operationDigest(operation, api)): OperationView {
  const authLinks = operation.auth.map((a) => alternativeText(a, (scheme) => mdLink(mdCode(scheme), `${AUTHENTICATION_PAGE}#${schemeAnchor(scheme)}`)));
  const client = clientExample(operation, api);
  const curl = curlExample(operation, api);
  const body = operation.requestBody;
  // Named one by one: a spread of the digest followed by the other members makes V8 build each
  // view the slow way (about 8 µs an operation on Microsoft Graph).
  const { id, nameMd, clientCall, method, methodClass, path, pathCellMd, summary, authCellMd, versions, pageHref, searchText } = digest;
  return {
    id,
    nameMd,
    clientCall,
    method,
    methodClass,
    path,
    pathCellMd,
    summary,
    authCellMd,
    versions,
    pageHref,
    searchText,
    name: operation.name,
    methodName: operation.methodName,
    clientCallMd: mdCode(clientCall),
    pathMd: mdCode(`${method} ${path}`),
    ...(operation.description ? { description: blockText(operation.description) } : {}),
    notes: operation.notes.map(inlineText),
    hasNotes: operation.notes.length > 0,
    deprecated: operation.deprecated,
    idempotent: operation.idempotent,
    // One chip per alternative; several schemes sent together link to the first.
    auth: operation.auth.map((a) => ({ text: alternativeText(a), href: a[0] === undefined ? '#authentication' : `#${schemeAnchor(a[0])}` })),
    authMd: authLinks.join(', ') || 'None',
    // Served from another host than the API's (`operations[].server`).
    ...(operation.server !== undefined ? { server: operation.server, serverMd: mdCode(operation.server) } : {}),
    parameters: operation.parameters.map(parameterView),
    hasParameters: operation.parameters.length > 0,
    ...(body
      ? { requestBody: payloadView(body.contents[0]!.schema, payloadMediaTypes(body.contents, operation), api, body.required, body.description) }
      : {}),
    response: {
      status: operation.response.status,
      ...payloadView(successSchema(operation.response), operationMediaTypes(operation), api, true, operation.response.description, operation.response.contents.length === 0),
    },
    responseExtras: responseExtrasView(
      operation.response,
      (contents) => payloadMediaTypes(contents, operation),
      (schema, mediaTypes, description) => payloadView(schema, mediaTypes, api, true, description),
    ),
    ...(payloadsDiffer(operation) ? { byVersion: operation.byVersion.map((entry) => versionPayloadView(operation, entry, api)) } : {}),
    clientExample: { code: client, md: mdFence(client, 'ts') },
    curlExample: { code: curl, md: mdFence(curl, 'sh') },
  };
}

/** One version's payloads, its media types spelt out for that version alone. */
function versionPayloadView(operation: Operation, entry: VersionPayloads, api: Api): VersionPayloadView {
  const only = { ...operation, versions: [entry.version] };
  const body = entry.requestBody;
  return {
    version: entry.version,
    isDefault: entry.version === operation.defaultVersion,
    ...(body ? { requestBody: payloadView(body.contents[0]!.schema, payloadMediaTypes(body.contents, only), api, body.required, body.description) } : {}),
    response: {
      status: entry.response.status,
      ...payloadView(successSchema(entry.response), payloadMediaTypes(entry.response.contents, only), api, true, entry.response.description, entry.response.contents.length === 0),
    },
    responseExtras: responseExtrasView(
      entry.response,
      (contents) => payloadMediaTypes(contents, only),
      (schema, mediaTypes, description) => payloadView(schema, mediaTypes, api, true, description),
    ),
  };
}
