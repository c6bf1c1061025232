/**
 * Turns the IR into the `ServiceDescription` the server runtime works from: the route table,
 * the compiled trie, security schemes, token flow and media types, as plain data. The emitter
 * prints it into `routes.ts`; `sdkgen serve` passes it to the runtime directly.
 */
import { runtimeAuth } from '../../ir/auth-requirements.ts';
import type {
  Api,
  Operation,
  Parameter,
  RequestBody,
  Response,
  Schema,
} from '../../ir/types.ts';
import type {
  BodySpec,
  ParamSpec,
  ResponseSpec,
  RouteSpec,
  VersionRouteSpec,
  ScalarType,
  ServiceDescription,
} from '../../../templates/server/core/service.ts';
import { payloadsDiffer } from '../../ir/versions.ts';
import { fieldShape } from '../field-shape.ts';
import { xmlShape } from '../xml-shape.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';
import { describesFields } from '../../ir/describes-fields.ts';
import { scalarType } from '../scalar-type.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { scalarIntersectionPart } from '../../ir/scalar-intersection.ts';
import type { MatchSelector } from '../../ir/match-selectors.ts';
import { buildRouteTree } from './route-tree.ts';
import { pathParamNames } from '../../ir/path-template.ts';

/** Every named schema by name, to follow `$ref`s (ir/schemas-by-name.ts). */
type Schemas = ReadonlyMap<string, Schema>;

export function describeService(api: Api): ServiceDescription {
  const schemas = schemasByName(api);
  return {
    title: api.title,
    media: {
      successTemplate: api.media.successTemplate,
      problem: api.media.problem,
      current: api.media.current,
    },
    compression: [...api.compression],
    schemes: api.securitySchemes.map((s) => ({
      name: s.name,
      kind: s.kind,
      ...(s.header !== undefined ? { header: s.header } : {}),
      ...(s.query !== undefined ? { query: s.query } : {}),
      ...(s.cookie !== undefined ? { cookie: s.cookie } : {}),
      ...(s.bearerFormat !== undefined ? { bearerFormat: s.bearerFormat } : {}),
    })),
    ...(api.tokenFlow
      ? {
          tokenFlow: {
            ...api.tokenFlow,
            notRefreshableFrom: [...api.tokenFlow.notRefreshableFrom],
          },
        }
      : {}),
    routes: api.operations.map((op) => routeSpec(op, schemas)),
    tree: buildRouteTree(api.operations),
  };
}

function routeSpec(op: Operation, schemas: Schemas): RouteSpec {
  const byVersion = versionOverrides(op, schemas);
  return {
    name: op.name,
    handler: op.methodName,
    method: op.method,
    path: op.path.raw,
    pathParams: pathParamNames(op.path),
    auth: runtimeAuth(op.auth),
    versions: [...op.versions],
    params: op.parameters.map((p) => paramSpec(p, schemas)),
    ...(byVersion ? { byVersion } : {}),
    ...(op.requestBody ? { body: bodySpec(op.requestBody, schemas) } : {}),
    response: responseSpec(op.response, schemas),
    ...(op.match ? { match: matchSpec(op.match) } : {}),
  };
}

/** `RouteSpec.match`: the operation's selectors, header names lower-case as Node presents them. */
function matchSpec(selectors: MatchSelector[]): NonNullable<RouteSpec['match']> {
  const headerName = (s: MatchSelector) => (s.in === 'header' ? s.name.toLowerCase() : s.name);
  const constants = (where: MatchSelector['in']) => Object.fromEntries(selectors.flatMap((s) => (s.in === where && s.value !== undefined ? [[headerName(s), s.value]] : [])));
  const present = (where: MatchSelector['in']) => selectors.flatMap((s) => (s.in === where && s.value === undefined ? [headerName(s)] : []));
  const parts = { headers: constants('header'), query: constants('query'), headersPresent: present('header'), queryPresent: present('query') };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => Object.keys(value).length > 0));
}

/**
 * For an operation whose payloads differ by version (`Operation.byVersion`): an entry per
 * version, holding its body and response where they differ from the default version's. Every
 * version has an entry, so the server knows a request must be read in one version, even where
 * only the schemas (which routes do not carry) differ.
 */
function versionOverrides(op: Operation, schemas: Schemas): Record<number, VersionRouteSpec> | undefined {
  if (!payloadsDiffer(op)) return undefined;
  const sameAs = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const sharedBody = op.requestBody ? bodySpec(op.requestBody, schemas) : null;
  const sharedResponse = responseSpec(op.response, schemas);
  const overrides: Record<number, VersionRouteSpec> = {};
  for (const entry of op.byVersion) {
    const body = entry.requestBody ? bodySpec(entry.requestBody, schemas) : null;
    const response = responseSpec(entry.response, schemas);
    const own: VersionRouteSpec = {
      ...(sameAs(body, sharedBody) ? {} : { body }),
      ...(sameAs(response, sharedResponse) ? {} : { response }),
    };
    overrides[entry.version] = own;
  }
  return overrides;
}

function responseSpec(response: Response, schemas: Schemas): ResponseSpec {
  const contents = (payloads: Response['contents']) =>
    payloads.map((c) => ({ mediaType: c.mediaType, kind: c.kind, ...(carriesXmlData(c, schemas) ? { xml: xmlShape(c.schema, schemas) } : {}) }));
  const also = response.also.map((other) => ({ status: other.status, contents: contents(other.contents) }));
  return { status: response.status, contents: contents(response.contents), ...(also.length > 0 ? { also } : {}) };
}

function paramSpec(param: Parameter, schemas: Schemas): ParamSpec {
  const schema = parameterSchema(param, schemas);
  const base = {
    name: param.name,
    key: param.key,
    in: param.in,
    required: param.required,
    // Only what differs from the location's default, to keep routes.ts readable.
    ...(param.style !== (param.in === 'query' ? 'form' : 'simple') ? { style: param.style } : {}),
    ...(param.explode !== (param.style === 'form') ? { explode: param.explode } : {}),
  };
  // The whole value is one JSON text, whatever its schema (the manifest's `contentType`).
  if (param.contentType !== undefined) return { ...base, type: 'json' };
  if (schema.kind === 'array') {
    const items = resolveRef(schema.items, schemas);
    // Objects and lists in a list travel as JSON text, as the generated client writes them.
    return { ...base, type: 'array', items: textType(items), ...enumOf(items), ...choicesOf(items, schemas) };
  }
  if (schema.kind === 'object') {
    const properties: NonNullable<ParamSpec['properties']> = {};
    for (const p of schema.properties) {
      const property = resolveRef(p.schema, schemas);
      // A list property of a deepObject (Pandascore's `filter[id][0]=1`) is read as a list of its
      // items; a union of scalars (its `winner_id`s are an integer or null) by its choices.
      const items = property.kind === 'array' ? resolveRef(property.items, schemas) : undefined;
      const { choices } = choicesOf(items ?? property, schemas);
      // Objects (as a property or as items) travel as JSON text (Superset's `q.filters`).
      properties[p.name] = items ? { list: textType(items), ...(choices ? { choices } : {}) } : choices ? { choices } : textType(property);
    }
    return { ...base, type: 'object', properties };
  }
  return { ...base, type: scalarType(schema) ?? 'unknown', ...enumOf(schema), ...choicesOf(schema, schemas) };
}

/**
 * A parameter's schema with `$ref`s followed, and an `allOf` of scalars read as the part the
 * validators hold a value to (ir/scalar-intersection.ts): PeerTube's video ids are `allOf: [Id]`,
 * an integer, so their text must become a number before it is checked.
 */
function parameterSchema(param: Parameter, schemas: Schemas): Schema {
  const schema = resolveRef(param.schema, schemas);
  if (schema.kind !== 'intersection') return schema;
  const part = scalarIntersectionPart(schema.parts, schemas);
  return part ? resolveRef(part, schemas) : schema;
}

/** How the server reads one text of a query value: as its scalar type, as JSON (objects and lists), or as it is. */
function textType(schema: Schema): ScalarType | 'json' | 'unknown' {
  const structured = schema.kind === 'object' || schema.kind === 'array' || schema.kind === 'intersection';
  return scalarType(schema) ?? (structured ? 'json' : 'unknown');
}

/**
 * The scalar types of a union (Pandascore's `page` and `videogame` ids are `oneOf` an integer
 * and a text slug): the server reads the text as the most specific one it converts to, so the
 * validators see 1, not "1".
 */
function choicesOf(schema: Schema, schemas: Schemas): { choices?: ScalarType[] } {
  if (schema.kind !== 'union') return {};
  const types = [...new Set(schema.variants.flatMap((variant) => scalarType(resolveRef(variant, schemas)) ?? []))];
  return types.some((type) => type !== 'string') ? { choices: types } : {};
}

/**
 * A form or multipart body's `FieldShape`; one whose schema names no fields (Jira's list of column
 * ids, ir/describes-fields.ts) leaves the fields as decoded, as its validator checks none of them.
 * XML of data gets its `FieldShape` and `XmlShape`: the server reads it as the data it holds.
 */
function bodySpec(body: RequestBody, schemas: Schemas): BodySpec {
  return {
    required: body.required,
    contents: body.contents.map((c) =>
      c.kind === 'form' || c.kind === 'multipart'
        ? { mediaType: c.mediaType, kind: c.kind, shape: describesFields(c.schema, schemas) ? fieldShape(c.schema, schemas) : 'unknown' }
        : carriesXmlData(c, schemas)
          ? { mediaType: c.mediaType, kind: c.kind, shape: fieldShape(c.schema, schemas), xml: xmlShape(c.schema, schemas) }
          : { mediaType: c.mediaType, kind: c.kind },
    ),
  };
}

/** Allowed values as the strings they arrive as, for enums and literals. */
function enumOf(schema: Schema): { enum?: string[] } {
  if (
    (schema.kind === 'string' || schema.kind === 'number' || schema.kind === 'integer') &&
    schema.enum
  ) {
    return { enum: schema.enum.map(String) };
  }
  if (schema.kind === 'literal' && schema.value !== null) return { enum: [String(schema.value)] };
  return {};
}
