/**
 * The single-field breaks the request fuzzer knows (test/fuzz/invalid-field-fuzz.test.ts), each
 * with the JSON pointer the validating server's 400 must name:
 *
 * - a query, header or path parameter that is not its integer, number, boolean or enum, or
 *   breaks its bounds, lengths, pattern or format (`/query/pageSize`, `/headers/X-Count`,
 *   `/path/petId`);
 * - a body property that is missing though required, of the wrong type (a form's text that
 *   does not convert; in multipart, text where a file belongs), or breaking its enum, bounds,
 *   lengths, pattern, format or item type; an undeclared property in a closed object:
 *   `/body/name`;
 * - in a JSON body, the same one and two objects further in, through lists too
 *   (`/body/owner/address/city`, `/body/items/0/name`).
 *
 * The wrong values themselves come from wrong-values.ts.
 *
 * A body is read as the object it is: an object, an `allOf` of objects merged, or the variant of
 * a discriminated union that the valid body is (the server names the fields of the variant the
 * request meant, by its discriminator). A union told apart by nothing fixed is left alone: which
 * variant was meant, and so which field is wrong, is anybody's guess there.
 *
 * Each break is computed against the valid arguments it will be applied to, and kept only when
 * the object it changes no longer matches the schema it was read from (a property missing from
 * one variant of a union may leave another variant that takes the object as it is).
 */
import { pointerTo } from '../../../generator/import/json-pointer.ts';
import { hasAccessFlag } from '../../../generator/ir/access-flag.ts';
import { fileField } from '../../../generator/ir/file-field.ts';
import { mergedIntersection } from '../../../generator/ir/merged-intersection.ts';
import { resolveRef } from '../../../generator/ir/resolve-ref.ts';
import { schemasByName } from '../../../generator/ir/schemas-by-name.ts';
import { valueMatches } from '../../../generator/ir/value-matches.ts';
import type { Api, Operation, Payload, Schema } from '../../../generator/ir/types.ts';
import { textBreaks, valueBreaks } from './wrong-values.ts';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { matchRoute } from '../../../templates/server/core/match.ts';
import type { ServiceDescription } from '../../../templates/server/core/service.ts';

/** One broken field: how to break the arguments, and the pointer the 400 must name. */
export interface Mutation {
  operation: Operation;
  what: string;
  pointer: string;
  apply(args: Record<string, unknown>): void;
  /**
   * Set on a break of a union's discriminator: the pointer of the union's object. Which variant
   * was meant is then unknown, so the server can name no other field inside it.
   */
  decides?: string;
}

/**
 * The breaks of one request that the server can name all at once: one per field (the last of
 * several on one field), none inside a field broken whole (`/body/owner` made a string leaves no
 * `/body/owner/name`), and none inside an object whose discriminator is broken.
 */
export function combinable(mutations: readonly Mutation[]): Mutation[] {
  const distinct = [...new Map(mutations.map((m) => [m.pointer, m])).values()];
  const inside = (pointer: string, outer: string) => pointer.startsWith(`${outer}/`);
  return distinct.filter((m) => !distinct.some((other) => other !== m && (inside(m.pointer, other.pointer) || (other.decides !== undefined && inside(m.pointer, other.decides)))));
}

type ObjectSchema = Extract<Schema, { kind: 'object' }>;
type Schemas = ReadonlyMap<string, Schema>;

/** How many objects below the body's own properties the breaks reach. */
const NESTED_LEVELS = 2;
/** Breaks sent per operation at most. */
const MAX_BREAKS_PER_OPERATION = 150;
/** The name of a property no schema here declares. */
const UNEXPECTED = 'undeclaredByTheFuzzer';

/** Every single-field break of `op` sent with `content`, given the valid arguments `valid` the breaks start from. */
export function mutationsOf(op: Operation, api: Api, content: Payload | undefined, valid: Record<string, unknown>): Mutation[] {
  const schemas = schemasByName(api);
  const found: Mutation[] = [];
  for (const parameter of op.parameters) {
    if (!Object.hasOwn(valid, parameter.key)) continue;
    const pointer = pointerTo(`/${parameter.in === 'header' ? 'headers' : parameter.in}`, parameter.name);
    for (const bad of textBreaks(resolveRef(parameter.schema, schemas), schemas)) {
      // An empty path segment is refused by the client itself, before anything is sent (GitHub's `cluster`).
      if (parameter.in === 'path' && bad === '') continue;
      // A value that makes the path another operation's (Gitea's `/pulls/{index}` given `1.5` is
      // `/pulls/{index}.{diffType}`) is that operation's request, answered for its own fields.
      if (parameter.in === 'path' && routedElsewhere(op, api, { ...valid, [parameter.key]: bad })) continue;
      found.push({ operation: op, what: `${parameter.in} ${parameter.name}=${bad}`, pointer, apply: (args) => void (args[parameter.key] = bad) });
    }
  }
  if (content?.kind !== 'json' && content?.kind !== 'form' && content?.kind !== 'multipart') return found;
  const body = valid.body;
  const view = objectView(content.schema, body, schemas);
  if (!view) return found;
  const breaks = new BodyBreaks(op, content, schemas, found);
  breaks.ofObject(view, { schema: content.schema, value: body as Record<string, unknown> }, [], 0);
  return evenlySpaced(found, MAX_BREAKS_PER_OPERATION);
}

/** The server's own description of each API's routes, which its router reads. */
const services = new WeakMap<Api, ServiceDescription>();

/**
 * Whether the server's router sends the path of `op` filled with `args` to another operation:
 * routers prefer literal text, so Gitea's `/pulls/{index}` given `1.5` is `/pulls/{index}.{diffType}`.
 */
function routedElsewhere(op: Operation, api: Api, args: Record<string, unknown>): boolean {
  let service = services.get(api);
  if (!service) services.set(api, (service = describeService(api)));
  const path = op.path.raw.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? args[parameter.key] : name));
  });
  const match = matchRoute(service, op.method, path);
  if (match.kind === 'found') return match.route.name !== op.name;
  return match.kind === 'by-match' && !match.routes.some((route) => route.name === op.name);
}

/**
 * At most `count` of `list`, spread evenly over it: DocuSign's envelope bodies (300 KB, 6,000
 * objects) have thousands of breaks each, which would make one description take an hour.
 */
function evenlySpaced<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)]!);
}

/** Collects the breaks of a body, nested ones only for JSON, each kept only where it leaves the body invalid. */
class BodyBreaks {
  constructor(
    private readonly op: Operation,
    private readonly content: Payload,
    private readonly schemas: Schemas,
    private readonly found: Mutation[],
  ) {}

  /**
   * Breaks of each property of `object`, found `path` below the body. `scope` is the object's
   * value and the schema it was read from (before `objectView`), which each break is probed against.
   */
  ofObject({ object, discriminator }: ObjectView, scope: Scope, path: (string | number)[], depth: number): void {
    const { op, content, schemas } = this;
    const { value } = scope;
    // A closed object (`additionalProperties: false` and no allOf around it) refuses a name it does not declare.
    if (content.kind === 'json' && object.closed) {
      this.add(`body ${[...path, UNEXPECTED].join('.')}: an undeclared property`, scope, [...path, UNEXPECTED], (parent) => void (parent[UNEXPECTED] = 1), undefined);
    }
    for (const property of object.properties) {
      const at = [...path, property.name];
      const decides = property.name === discriminator ? pointerOf(path) : undefined;
      // Without its one field, a form or multipart body is empty: where the body is optional
      // (Twilio's UpdateSiprec), that is a request without one, which is valid.
      const leavesOptionalFormEmpty = content.kind !== 'json' && op.requestBody?.required !== true && path.length === 0 && object.properties.length === 1;
      // A required readOnly property is required in responses only (OpenAPI 3.0): Enode's location `id`.
      const requiredInRequests = property.required && !hasAccessFlag(property.schema, 'readOnly', schemas);
      if (requiredInRequests && !leavesOptionalFormEmpty && Object.hasOwn(value, property.name)) {
        this.add(`body without required ${at.join('.')}`, scope, at, (parent) => void delete parent[property.name], decides);
      }
      const schema = resolveRef(property.schema, schemas);
      const wrongs = content.kind === 'json' ? valueBreaks(schema, schemas) : content.kind === 'multipart' && fileField(schema) === 'file' ? ['not-a-file'] : textBreaks(schema, schemas);
      for (const wrong of wrongs) this.add(`body ${at.join('.')}: ${JSON.stringify(wrong)?.slice(0, 60)}`, scope, at, (parent) => void (parent[property.name] = wrong), decides);
      if (content.kind !== 'json' || depth >= NESTED_LEVELS) continue;
      // One level further in: the property's object, or the first object of its list.
      const inner = value[property.name];
      const [innerSchema, innerValue, innerPath] =
        Array.isArray(inner) && schema.kind === 'array' ? [schema.items, inner[0], [...at, 0]] : [property.schema, inner, at];
      const innerView = objectView(innerSchema, innerValue, schemas);
      if (innerView) this.ofObject(innerView, { schema: innerSchema, value: innerValue as Record<string, unknown> }, innerPath, depth + 1);
    }
  }

  /**
   * A break of the member `path` names, applied to its parent object; kept if it leaves that
   * object invalid by the schema it was read from (in JSON; a form's text is judged by the server).
   */
  private add(what: string, scope: Scope, path: (string | number)[], change: (parent: Record<string, unknown>) => void, decides: string | undefined): void {
    const apply = (args: Record<string, unknown>) => {
      let parent = args.body as Record<string, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      change(parent);
    };
    if (this.content.kind === 'json') {
      // The change touches one member of the parent: a shallow copy of the parent is enough to probe.
      const probe = { ...scope.value };
      change(probe);
      if (valueMatches(scope.schema, probe, this.schemas)) return;
    }
    this.found.push({ operation: this.op, what, pointer: pointerOf(path), apply, ...(decides !== undefined ? { decides } : {}) });
  }
}

/** An object of the body and the schema it was read from. */
interface Scope {
  schema: Schema;
  value: Record<string, unknown>;
}

/** The object a value is, and the property that picked it among a union's variants. */
interface ObjectView {
  object: ObjectSchema;
  discriminator?: string;
}

/**
 * `schema` as the one object that `value` is: an object, an `allOf` of objects merged, or the
 * variant of a discriminated union that `value` matches. Undefined for anything else.
 */
function objectView(schema: Schema, value: unknown, schemas: Schemas): ObjectView | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Blob) return undefined;
  const resolved = resolveRef(schema, schemas);
  if (resolved.kind === 'object') return { object: resolved };
  if (resolved.kind === 'intersection') {
    const object = mergedIntersection(resolved.parts, schemas);
    return object && { object };
  }
  if (resolved.kind === 'union' && resolved.discriminator) {
    const matching = resolved.variants.filter((variant) => valueMatches(variant, value, schemas));
    const variant = matching.length === 1 ? objectView(matching[0]!, value, schemas) : undefined;
    return variant && { object: variant.object, discriminator: resolved.discriminator.propertyName };
  }
  return undefined;
}

function pointerOf(path: readonly (string | number)[]): string {
  return pointerTo('/body', ...path);
}
