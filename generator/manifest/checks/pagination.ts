/**
 * Checks `operations[].pagination`: its request fields name query parameters of the operation, a
 * cursor says where the next cursor comes from (exactly one of `nextCursor` and
 * `cursorFromItem`), and its response fields exist where the response schema lists its
 * properties, so a typo is caught here rather than as a client that stops after one page.
 */
import { type CheckContext, isRecord, type Raw } from './context.ts';

const REQUEST_FIELDS = ['cursor', 'offset', 'limit', 'page', 'size'] as const;
const RESPONSE_FIELDS = ['items', 'nextCursor', 'total', 'totalPages', 'hasMore'] as const;

export function checkPagination(ctx: CheckContext): void {
  const schemas = isRecord(ctx.data.schemas) ? ctx.data.schemas : {};
  for (const { op, index } of ctx.operations()) {
    const pagination = op.pagination;
    if (!isRecord(pagination)) continue;
    const at = ['operations', index, 'pagination'];
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no parameter mapping either
    const queryNames = (Array.isArray(op.parameters) ? op.parameters : []).flatMap((parameter) =>
      isRecord(parameter) && parameter.in === 'query' && typeof parameter.name === 'string' ? [parameter.name] : [],
    );
    for (const field of REQUEST_FIELDS) {
      const name = pagination[field];
      if (typeof name === 'string' && !queryNames.includes(name)) {
        const known = queryNames.length ? `its query parameters are ${queryNames.join(', ')}` : 'it has no query parameters';
        ctx.report([...at, field], `"${name}" is not a query parameter of ${String(op.name)}; ${known}`);
      }
    }
    if (pagination.style === 'cursor' && (pagination.nextCursor === undefined) === (pagination.cursorFromItem === undefined)) {
      ctx.report(at, 'a cursor needs exactly one of nextCursor (the response field with the next cursor) and cursorFromItem (the field of the last item that is the cursor)', { atKey: true });
    }
    if (isRecord(op.versions)) {
      ctx.report([...at, 'style'], `pagination of an operation whose payloads differ by version is not supported; page ${String(op.name)} in one payload for every version`);
    }
    const response = isRecord(op.response) ? op.response : {};
    const body = resolve(response.schema, schemas);
    for (const field of RESPONSE_FIELDS) {
      const path = pagination[field];
      if (typeof path !== 'string' || !body) continue;
      const missing = missingStep(body, path.split('.'), schemas);
      if (missing !== undefined) {
        const fields = missing.fields.length ? `it has ${missing.fields.join(', ')}` : 'it declares no fields';
        ctx.report([...at, field], `the response has no field "${missing.step}" (${fields})`);
      }
    }
  }
}

/** A `$ref: Name` (or `#/schemas/Name`) followed to the named schema. */
function resolve(schema: unknown, schemas: Raw, depth = 0): Raw | undefined {
  if (!isRecord(schema) || depth > 20) return undefined;
  if (typeof schema.$ref === 'string') return resolve(schemas[schema.$ref.replace(/^#\/schemas\//, '')], schemas, depth + 1);
  return schema;
}

/**
 * The first step of `path` the schema declares it lacks, with the fields declared where it is
 * missing; undefined when found or not knowable.
 */
function missingStep(schema: Raw, path: string[], schemas: Raw): { step: string; fields: string[] } | undefined {
  let current: Raw | undefined = schema;
  for (const step of path) {
    if (!current || !isRecord(current.properties) || current.additionalProperties !== false && current.additionalProperties !== undefined) return undefined;
    if (current.allOf || current.oneOf || current.anyOf) return undefined;
    // Own keys only: `constructor` is in every object, not a field of the response.
    if (!Object.hasOwn(current.properties, step)) return { step, fields: Object.keys(current.properties) };
    current = resolve(current.properties[step], schemas);
  }
  return undefined;
}
