/**
 * Turns a key of a `content` map into a media type the manifest accepts (`type/subtype`, the
 * loader's MEDIA_TYPE). Parameters are kept as the description writes them
 * (`application/json;charset=UTF-8`, `application/vnd.waterlinked.poi+json; type=collection`), so
 * the server labels its answers in the API's own words: Prism compares the parameters' text, and
 * Spring-made APIs spell the charset in capitals. A charset other than UTF-8 is dropped with a
 * warning, since the runtime sends and reads text as UTF-8, and so is a multipart `boundary`,
 * which `fetch` writes for each body; so is the lot where the manifest would refuse it. A
 * wildcard range (any type, `image/*`, `application/*`) cannot label a request and the loader
 * refuses it for a response, so it becomes a concrete type, with a warning: `application/json`
 * when the range admits JSON and the schema describes structured data or a number or boolean (Spring-made descriptions give
 * "any type" for their JSON; Wordnik answers a score so), otherwise `application/octet-stream`,
 * raw bytes. A response keeps a range of one media type other than `application` (Superset's
 * thumbnails: `image/*`): the server labels what it sends with a concrete type inside it. Keys
 * that are not media types are dropped.
 */
import { MEDIA_RANGE, MEDIA_TYPE } from '../manifest/checks/payloads.ts';
import type { ManifestSchema } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { PLAIN_JSON } from './media-template.ts';

const UTF8_CHARSET = /^charset\s*=\s*"?utf-8"?$/i;
/** A charset (kept only when UTF-8) and a multipart boundary. */
const UNSUPPORTED = /^(charset|boundary)\s*=/i;
const WILDCARD = /^(\*|[^/\s]+)\/\*$/;
const BYTES = 'application/octet-stream';
/** Types a body of raw bytes cannot be: JSON is how they travel. */
const JSON_TYPES = ['object', 'array', 'integer', 'number', 'boolean'] as const;
const STRUCTURED_KEYS = ['$ref', 'properties', 'items', 'allOf', 'oneOf', 'anyOf', 'additionalProperties'] as const;

export function wireMediaType(key: string, schema: ManifestSchema | undefined, pointer: string, ctx: ImportContext, isResponse = false): string | undefined {
  const [essence = '', ...parameters] = key.split(';').map((part) => part.trim());
  if (isResponse && MEDIA_RANGE.test(essence) && !/^application\//i.test(essence)) return essence.toLowerCase();
  if (WILDCARD.test(essence)) {
    const type = /^(\*|application)\//i.test(essence) && isStructured(schema, ctx) ? PLAIN_JSON : BYTES;
    ctx.warnings.warn(pointer, `the media type range "${key}" is imported as "${type}"${type === BYTES ? ' (raw bytes)' : ', which its schema describes'}`);
    return type;
  }
  if (!MEDIA_TYPE.test(essence) || essence.includes('{')) {
    ctx.warnings.warn(pointer, `${JSON.stringify(key)} is not a media type; ignored`);
    return undefined;
  }
  const given = parameters.filter((parameter) => parameter !== '');
  const kept = given.filter((parameter) => !UNSUPPORTED.test(parameter) || UTF8_CHARSET.test(parameter));
  const withParameters = [essence, ...kept.map((parameter) => parameter.replace(/\s*=\s*/, '='))].join(/;\s/.test(key) ? '; ' : ';');
  // Kept only as the manifest takes them (a quote left open, `charset="utf-8`, is dropped with the rest).
  const type = kept.length > 0 && MEDIA_TYPE.test(withParameters) ? withParameters : essence;
  const dropped = type === essence ? given : given.filter((parameter) => !kept.includes(parameter));
  if (dropped.length > 0) ctx.warnings.warn(pointer, `media type parameters (${dropped.join('; ')}) are not supported; imported as "${type}"`);
  return type;
}

function isStructured(schema: ManifestSchema | undefined, ctx: ImportContext): boolean {
  if (schema === undefined) return false;
  // A component that is raw bytes (Apicurio's FileContent: a binary string) stays bytes.
  if (typeof schema.$ref === 'string' && isBinaryComponent(schema.$ref, ctx)) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return JSON_TYPES.some((type) => types.includes(type)) || STRUCTURED_KEYS.some((key) => schema[key] !== undefined);
}

/** Whether the manifest schema `name` comes from a component that is a `format: binary` string. */
function isBinaryComponent(name: string, ctx: ImportContext): boolean {
  const original = [...ctx.schemaNames].find(([, manifestName]) => manifestName === name)?.[0];
  const components = (ctx.doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  const component = original !== undefined && components ? components[original] : undefined;
  return typeof component === 'object' && component !== null && (component as { type?: unknown }).type === 'string' && (component as { format?: unknown }).format === 'binary';
}
