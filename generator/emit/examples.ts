/**
 * Example values for every generated call example (client JSDoc, client README, docs, curl):
 * the manifest's own examples first, then a plausible value derived from the schema, so every
 * example is a complete, copyable call and all of them show the same values.
 */
import type { Api, Operation, Parameter, RequestBody, Schema } from '../ir/types.ts';
import { Expression } from './ts/literal.ts';

const MAX_DEPTH = 4;
/** What a file or raw bytes look like in an example call: a Blob, which every runtime has. */
const FILE_EXAMPLE = new Expression("new Blob(['file contents'])", 'file contents');

const STRING_BY_FORMAT: Record<string, string> = {
  'date-time': '2024-01-31T12:00:00Z',
  date: '2024-01-31',
  email: 'user@example.com',
  uri: 'https://example.com/resource',
  url: 'https://example.com/resource',
  uuid: '00000000-0000-0000-0000-000000000000',
};

/** A value that satisfies `schema` well enough to show its shape. */
export function exampleFromSchema(schema: Schema, api: Api, depth = 0): unknown {
  if (schema.meta.example !== undefined) return schema.meta.example;
  if (schema.meta.default !== undefined) return schema.meta.default;
  if (depth > MAX_DEPTH) return null;
  switch (schema.kind) {
    case 'unknown':
      return {};
    case 'ref': {
      const target = api.schemas.find((named) => named.name === schema.name);
      return target ? exampleFromSchema(target.schema, api, depth + 1) : {};
    }
    case 'string':
      if (schema.format === 'binary') return FILE_EXAMPLE;
      return schema.enum?.[0] ?? STRING_BY_FORMAT[schema.format ?? ''] ?? 'string';
    case 'number':
    case 'integer':
      return schema.enum?.[0] ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return schema.value;
    case 'array':
      return [exampleFromSchema(schema.items, api, depth + 1)];
    case 'object':
      return Object.fromEntries(schema.properties.map((p) => [p.name, exampleFromSchema(p.schema, api, depth + 1)]));
    case 'union':
      return schema.variants[0] ? exampleFromSchema(schema.variants[0], api, depth + 1) : null;
    case 'intersection':
      return Object.assign({}, ...schema.parts.map((part) => exampleFromSchema(part, api, depth + 1)));
  }
}

/** `projectId` → `PROJECT_ID`: an obvious placeholder that percent-encoding leaves unchanged. */
function placeholder(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** The value a parameter takes in the examples. */
export function parameterExample(parameter: Parameter, api: Api): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (parameter.schema.meta.example !== undefined) return parameter.schema.meta.example;
  const kind = parameter.schema.kind;
  if (kind === 'string' || kind === 'unknown') return placeholder(parameter.name) || 'VALUE';
  return exampleFromSchema(parameter.schema, api);
}

/** Parameters the examples pass: every required one, and optional ones the manifest gives an example for. */
export function exampleParameters(parameters: Parameter[]): Parameter[] {
  return parameters.filter((p) => p.required || p.example !== undefined);
}

/** An optional body the manifest says nothing about is left out: `{}` would only suggest a shape. */
export function showsBody(body: RequestBody): boolean {
  return body.required || body.contents[0]!.schema.kind !== 'unknown';
}

/** The params object of an example call: parameters by their client key, and the body under `body`. */
export function exampleCallArguments(operation: Operation, api: Api): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const parameter of exampleParameters(operation.parameters)) args[parameter.key] = parameterExample(parameter, api);
  const body = operation.requestBody;
  if (body && showsBody(body)) {
    const [preferred] = body.contents;
    // Raw bytes are a Blob whatever the schema says; text is a string.
    args.body = preferred!.kind === 'binary' ? FILE_EXAMPLE : exampleFromSchema(preferred!.schema, api);
  }
  return args;
}
