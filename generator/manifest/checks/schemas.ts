/**
 * Checks schema references wherever a schema may stand: each `$ref` names an entry of `schemas`,
 * `required` lists declared properties, and no schema is defined only in terms of itself
 * (`A: {$ref: B}`, `B: {allOf: [{$ref: A}]}`), which has no finite type. Recursion through a
 * property or an array item is fine: that is how trees are described.
 */
import type { FieldPath } from '../diagnostic.ts';
import { didYouMean } from '../did-you-mean.ts';
import { type CheckContext, isRecord } from './context.ts';
import { payloadSites } from './payloads.ts';

type Visit = (schema: Record<string, unknown>, path: FieldPath) => void;

/**
 * Calls `visit` on every schema object nested in `schema`, depth first. The path `visit` gets is
 * only valid during the call (one list, grown and shrunk as the walk goes, rather than a copy per
 * schema): copy it to keep it.
 */
export function walkSchema(schema: unknown, path: FieldPath, visit: Visit): void {
  walkFrom(schema, [...path], visit);
}

function walkFrom(schema: unknown, path: FieldPath, visit: Visit): void {
  if (!isRecord(schema)) return;
  visit(schema, path);
  const depth = path.length;
  const properties = schema.properties;
  if (isRecord(properties)) {
    for (const name of Object.keys(properties)) {
      path.push('properties', name);
      walkFrom(properties[name], path, visit);
      path.length = depth;
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    path.push(key);
    walkFrom(schema[key], path, visit);
    path.length = depth;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      path.push(key, i);
      walkFrom(list[i], path, visit);
      path.length = depth;
    }
  }
}

/** Every place in the manifest a schema may appear, with its path. */
export function schemaRoots(ctx: CheckContext): readonly SchemaRoot[] {
  // Two checks walk every schema (this one and reserved-names.ts): the roots are found once.
  let roots = rootsByContext.get(ctx);
  if (!roots) rootsByContext.set(ctx, (roots = findSchemaRoots(ctx)));
  return roots;
}

interface SchemaRoot {
  schema: unknown;
  path: FieldPath;
}

const rootsByContext = new WeakMap<CheckContext, readonly SchemaRoot[]>();

function findSchemaRoots(ctx: CheckContext): SchemaRoot[] {
  // Stryker disable next-line ArrayDeclaration: a text among the roots has no schema to walk
  const roots: SchemaRoot[] = [];
  if (isRecord(ctx.data.schemas)) {
    for (const [name, schema] of Object.entries(ctx.data.schemas)) roots.push({ schema, path: ['schemas', name] });
  }
  if (isRecord(ctx.data.pathParameters)) {
    for (const [name, p] of Object.entries(ctx.data.pathParameters)) {
      if (isRecord(p)) roots.push({ schema: p.schema, path: ['pathParameters', name, 'schema'] });
    }
  }
  for (const { op, index } of ctx.operations()) {
    const at: FieldPath = ['operations', index];
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no parameter mapping either
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((p, i) => {
      if (isRecord(p)) roots.push({ schema: p.schema, path: [...at, 'parameters', i, 'schema'] });
    });
    for (const site of payloadSites(op, at)) {
      for (const part of ['requestBody', 'response'] as const) {
        const payload = site.holder[part];
        if (!isRecord(payload)) continue;
        roots.push(...payloadSchemas(payload, [...site.at, part]));
        if (part !== 'response') continue;
        for (const [status, entry] of Object.entries(isRecord(payload.also) ? payload.also : {})) {
          if (isRecord(entry)) roots.push(...payloadSchemas(entry, [...site.at, part, 'also', status]));
        }
        for (const [name, header] of Object.entries(isRecord(payload.headers) ? payload.headers : {})) {
          if (isRecord(header)) roots.push({ schema: header.schema, path: [...site.at, part, 'headers', name, 'schema'] });
        }
      }
    }
  }
  return roots;
}

/** The schemas of one payload: its short-form `schema` and each `content` entry's. */
function payloadSchemas(payload: Record<string, unknown>, at: FieldPath): { schema: unknown; path: FieldPath }[] {
  const roots = [{ schema: payload.schema, path: [...at, 'schema'] }];
  for (const [mediaType, entry] of Object.entries(isRecord(payload.content) ? payload.content : {})) {
    if (isRecord(entry)) roots.push({ schema: entry.schema, path: [...at, 'content', mediaType, 'schema'] });
  }
  return roots;
}

export function checkSchemas(ctx: CheckContext): void {
  const known = ctx.schemaNames();
  const isKnown = new Set(known);
  const unknown = (path: FieldPath, name: string) =>
    ctx.report(path, `unknown schema ${JSON.stringify(name)}${didYouMean(name, known) || `; known: ${known.join(', ') || 'none'}`}`);

  // Schema names become TypeScript type names as they are.
  for (const name of known) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      ctx.report(['schemas', name], `expected a PascalCase schema name such as "Project", got ${JSON.stringify(name)}`, { atKey: true });
    }
  }

  for (const root of schemaRoots(ctx)) {
    walkSchema(root.schema, root.path, (schema, path) => {
      if (typeof schema.$ref === 'string' && !isKnown.has(schema.$ref)) unknown([...path, '$ref'], schema.$ref);
      if (Array.isArray(schema.required) && isRecord(schema.properties)) {
        const props = schema.properties;
        schema.required.forEach((name, i) => {
          // Own keys only: `toString` is in every object, not a declared property.
          if (typeof name === 'string' && !Object.hasOwn(props, name)) {
            ctx.report([...path, 'required', i], `required field ${JSON.stringify(name)} is not among the properties${didYouMean(name, Object.keys(props))}`);
          }
        });
      }
    });
  }
  const errors = ctx.data.errors;
  if (isRecord(errors) && typeof errors.schema === 'string' && !known.includes(errors.schema)) unknown(['errors', 'schema'], errors.schema);
  checkAliasCycles(ctx);
}

/** A `$ref` reached without passing through a property, item or additionalProperties. */
function directRefs(schema: unknown): string[] {
  // Stryker disable next-line ArrayDeclaration: a schema named like the text it would return does not exist, so it leads nowhere
  if (!isRecord(schema)) return [];
  // Stryker disable next-line ArrayDeclaration: a schema named like the text it would start with does not exist, so it leads nowhere
  const refs: string[] = [];
  if (typeof schema.$ref === 'string') refs.push(schema.$ref);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) refs.push(...directRefs(child));
  }
  return refs;
}

function checkAliasCycles(ctx: CheckContext): void {
  const schemas = isRecord(ctx.data.schemas) ? ctx.data.schemas : {};
  const reported = new Set<string>();
  for (const start of Object.keys(schemas)) {
    const trail: string[] = [];
    const visit = (name: string): boolean => {
      if (trail.includes(name)) return name === start;
      trail.push(name);
      const hit = directRefs(schemas[name]).some(visit);
      if (!hit) trail.pop();
      return hit;
    };
    if (visit(start) && !trail.some((n) => reported.has(n))) {
      trail.forEach((n) => reported.add(n));
      ctx.report(['schemas', start], `circular schema reference ${[...trail, start].join(' -> ')} has no property or array in between, so it describes no value`);
    }
  }
}
