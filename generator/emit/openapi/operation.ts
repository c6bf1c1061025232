/** One OpenAPI Operation Object from an IR operation. */
import { defaultExplode, defaultStyle } from '../../ir/parameter-style.ts';
import type { Api, Operation, Parameter, Payload } from '../../ir/types.ts';
import { mediaTypesOf, successMediaType } from '../media-types.ts';
import { commonMark } from './commonmark.ts';
import { schemaRef, toJsonSchema } from './json-schema.ts';
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
      : `Authentication: any one of ${operation.auth.map((s) => `\`${s}\``).join(', ')}.`,
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
    ...styleOf(parameter),
    schema: toJsonSchema(parameter.schema),
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
  };
}

/** `style` and `explode` where they differ from OpenAPI's defaults for the location. */
function styleOf(parameter: Parameter): Record<string, unknown> {
  return {
    ...(parameter.style !== defaultStyle(parameter.in) ? { style: parameter.style } : {}),
    ...(parameter.explode !== defaultExplode(parameter.style) ? { explode: parameter.explode } : {}),
  };
}

/** A Media Type Object per concrete media type (a versioned payload once per version). */
function contentObject(payloads: Payload[], operation: Operation, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const payload of payloads) {
    const encoding = Object.fromEntries(payload.encoding.map(({ property, ...how }) => [property, how]));
    const entry = { schema: toJsonSchema(payload.schema), ...extra, ...(payload.encoding.length > 0 ? { encoding } : {}) };
    for (const mediaType of mediaTypesOf(payload, operation)) content[mediaType] = entry;
  }
  return content;
}

function requestBodyObject(operation: Operation): Record<string, unknown> | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  return {
    ...(body.description ? { description: commonMark(body.description) } : {}),
    required: body.required,
    content: contentObject(body.contents, operation),
  };
}

function responsesObject(operation: Operation, api: Api): Record<string, unknown> {
  const { response } = operation;
  const content = contentObject(response.contents, operation, response.example !== undefined ? { example: response.example } : {});
  const problem = api.problemSchema ? { $ref: schemaRef(api.problemSchema) } : {};
  return {
    [String(response.status)]: {
      description: response.description ? commonMark(response.description) : 'Success.',
      ...(response.contents.length === 0 ? {} : { content }),
    },
    default: {
      description: 'A problem detail (RFC 7807) describing why the request failed.',
      content: { [api.media.problem]: { schema: problem } },
    },
  };
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
    ...(operation.parameters.length > 0 ? { parameters: operation.parameters.map(parameterObject) } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesObject(operation, api),
  };
}
