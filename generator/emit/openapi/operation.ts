/** One OpenAPI Operation Object from an IR operation. */
import { alternativeText } from '../../ir/auth-requirements.ts';
import { defaultExplode, defaultStyle } from '../../ir/parameter-style.ts';
import { successStatuses } from '../../ir/payloads.ts';
import type { Api, Operation, Parameter, ResponseHeader } from '../../ir/types.ts';
import { payloadsByVersion, successMediaType, type VersionedPayload } from '../media-types.ts';
import { commonMark } from './commonmark.ts';
import { schemaRef, toJsonSchema } from './json-schema.ts';
import { matchParameters } from './match-path-key.ts';
import { operationSecurity } from './security.ts';

/** The description says what OpenAPI has no field for: notes, versions and accepted credentials. */
function describe(operation: Operation, api: Api): string {
  const media = operation.versions.map((v) => `\`${successMediaType(api, v)}\``).join(', ');
  return [
    ...(operation.description ? [commonMark(operation.description)] : []),
    ...(operation.notes.length > 0 ? [`Notes:\n\n${operation.notes.map((note) => `- ${commonMark(note)}`).join('\n')}`] : []),
    `API versions: ${operation.versions.join(', ')} (${media}).`,
    operation.auth.length === 0
      ? 'Authentication: none.'
      : `Authentication: any one of ${operation.auth.map((a) => alternativeText(a, (s) => `\`${s}\``)).join(', ')}.`,
  ].join('\n\n');
}

function parameterObject(parameter: Parameter): Record<string, unknown> {
  const description = parameter.description ?? parameter.schema.meta.description;
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required,
    ...(description ? { description: commonMark(description) } : {}),
    ...(parameter.deprecated ? { deprecated: true } : {}),
    ...serialisationOf(parameter),
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
  };
}

/** The schema with its style, or, for a value sent as JSON text, a `content` map of its one media type (OpenAPI allows no style beside it). */
function serialisationOf(parameter: Parameter): Record<string, unknown> {
  const schema = toJsonSchema(parameter.schema);
  return parameter.contentType !== undefined ? { content: { [parameter.contentType]: { schema } } } : { ...styleOf(parameter), schema };
}

/** `style` and `explode` where they differ from OpenAPI's defaults for the location. */
function styleOf(parameter: Parameter): Record<string, unknown> {
  return {
    ...(parameter.style !== defaultStyle(parameter.in) ? { style: parameter.style } : {}),
    ...(parameter.explode !== defaultExplode(parameter.style) ? { explode: parameter.explode } : {}),
  };
}

/**
 * A Media Type Object per concrete media type: a versioned payload once per version that declares
 * it, with that version's schema. A media type without `{version}` that only some of the
 * operation's versions use says which in `x-sdkgen-versions` (OpenAPI has no field for it), so
 * `sdkgen import` gives it back to those versions only.
 */
function contentObject(payloads: VersionedPayload[], offered: readonly number[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const { payload, mediaTypes, versions } of payloads) {
    const encoding = Object.fromEntries(payload.encoding.map(({ property, ...how }) => [property, how]));
    const some = !payload.mediaType.includes('{version}') && versions.length < offered.length;
    const entry = { schema: toJsonSchema(payload.schema), ...extra, ...(payload.encoding.length > 0 ? { encoding } : {}), ...(some ? { 'x-sdkgen-versions': versions } : {}) };
    for (const mediaType of mediaTypes) content[mediaType] ??= entry;
  }
  return content;
}

function requestBodyObject(operation: Operation): Record<string, unknown> | undefined {
  const bodies = operation.byVersion.flatMap((entry) => (entry.requestBody ? [entry.requestBody] : []));
  const body = operation.requestBody ?? bodies[0];
  if (!body) return undefined;
  return {
    ...(body.description ? { description: commonMark(body.description) } : {}),
    // Required only when every version that takes a body requires it, and every version takes one.
    required: bodies.length === operation.byVersion.length && bodies.every((b) => b.required),
    content: contentObject(payloadsByVersion(operation, 'requestBody'), operation.versions),
  };
}

/**
 * One Response Object per success status any version answers with (v3 200, v4 204, and every
 * `response.also` status), each with its versions' content and the headers a success carries.
 */
function responsesObject(operation: Operation, api: Api): Record<string, unknown> {
  const problem = api.problemSchema ? { $ref: schemaRef(api.problemSchema) } : {};
  const responses: Record<string, unknown> = {};
  const inStatus = (status: number) =>
    operation.byVersion.flatMap((entry) => {
      const found = successStatuses(entry.response).find((candidate) => candidate.status === status);
      return found ? [{ entry, found }] : [];
    });
  const statuses = [...new Set(operation.byVersion.flatMap((entry) => successStatuses(entry.response).map((found) => found.status)))].sort((a, b) => a - b);
  for (const status of statuses) {
    const entries = inStatus(status);
    const { entry, found } = entries.find(({ entry }) => entry.version === operation.defaultVersion) ?? entries[0]!;
    const example = found.status === entry.response.status && entry.response.example !== undefined ? { example: entry.response.example } : {};
    const byVersion = entries.map(({ entry, found }) => ({ ...entry, response: { ...entry.response, contents: found.contents } }));
    const content = contentObject(payloadsByVersion({ ...operation, byVersion }, 'response'), operation.versions, example);
    const headers = headersObject(entry.response.headers);
    responses[String(status)] = {
      description: found.description ? commonMark(found.description) : 'Success.',
      ...(headers ? { headers } : {}),
      ...(Object.keys(content).length === 0 ? {} : { content }),
    };
  }
  responses.default = {
    description: 'A problem detail (RFC 7807) describing why the request failed.',
    content: { [api.media.problem]: { schema: problem } },
  };
  return responses;
}

/** The Header Objects of a success response (manifest `response.headers`). */
function headersObject(headers: ResponseHeader[]): Record<string, unknown> | undefined {
  if (headers.length === 0) return undefined;
  return Object.fromEntries(
    headers.map((header) => [
      header.name,
      { ...(header.description ? { description: commonMark(header.description) } : {}), ...(header.required ? { required: true } : {}), schema: toJsonSchema(header.schema) },
    ]),
  );
}

export function operationObject(operation: Operation, api: Api, tag: string): Record<string, unknown> {
  const requestBody = requestBodyObject(operation);
  return {
    operationId: operation.methodName,
    tags: [tag],
    summary: operation.summary.replace(/\s+/g, ' ').trim(),
    description: describe(operation, api),
    ...(operation.deprecated ? { deprecated: true } : {}),
    security: operationSecurity(operation),
    ...(operation.parameters.length > 0 || operation.match ? { parameters: [...operation.parameters.map(parameterObject), ...matchParameters(operation)] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesObject(operation, api),
    // Served from another host than the API's (`operations[].server`).
    ...(operation.server !== undefined ? { servers: [{ url: operation.server }] } : {}),
  };
}
