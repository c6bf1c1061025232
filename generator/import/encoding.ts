/**
 * Converts the `encoding` map of a form or multipart Media Type Object: per property, the part's
 * `contentType` (kept as written: the runtime sends a list or a range such as `image/*` as the
 * file's own type) and `style`/`explode` where they differ from the defaults (`form`, exploded;
 * the client applies `deepObject`, bracket style, to form-urlencoded fields).
 * Dropped with a warning: entries for properties the schema does not declare (the loader refuses
 * them), styles a body cannot use, `headers` and `allowReserved` (the manifest has no place for
 * them), and the whole map on other media types, for which OpenAPI ignores it.
 */
import { defaultExplode } from '../ir/parameter-style.ts';
import type { PayloadKind } from '../ir/types.ts';
import { STYLES_BY_LOCATION } from '../manifest/checks/payloads.ts';
import type { ManifestSchema } from '../manifest/schema.ts';
import type { ManifestContentEntry } from './content-map.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord, type Raw, setOwn } from './openapi-document.ts';
import { showValue } from './warnings.ts';

export type ManifestEncoding = NonNullable<ManifestContentEntry['encoding']>[string];
type BodyStyle = NonNullable<ManifestEncoding['style']>;

/** Form fields are written like query parameters, so they take the query's styles. */
const BODY_STYLES = STYLES_BY_LOCATION.query!;
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const FIELDS = new Set(['contentType', 'style', 'explode', 'headers', 'allowReserved']);

export function convertEncoding(raw: unknown, pointer: string, kind: PayloadKind, schema: ManifestSchema | undefined, ctx: ImportContext): Record<string, ManifestEncoding> | undefined {
  if (raw === undefined) return undefined;
  if (!isRecord(raw) || (kind !== 'form' && kind !== 'multipart')) {
    ctx.warnings.warn(pointer, '"encoding" applies to form and multipart bodies only; ignored');
    return undefined;
  }
  const declared = isRecord(schema?.properties) ? Object.keys(schema.properties) : undefined;
  const result: Record<string, ManifestEncoding> = {};
  for (const [property, entry] of Object.entries(raw)) {
    const at = pointerTo(pointer, property);
    if ((declared && !declared.includes(property)) || property === '__proto__') {
      ctx.warnings.warn(at, `the encoding of "${property}", which is not a property of the schema, is ignored`);
      continue;
    }
    if (!isRecord(entry)) {
      ctx.warnings.warn(at, 'expected an Encoding Object; ignored');
      continue;
    }
    const own = declared?.includes(property) ? schema!.properties![property] : undefined;
    const encoding = convertOne(entry, at, own, kind, ctx);
    if (Object.keys(encoding).length > 0) setOwn(result, property, encoding);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

function convertOne(entry: Raw, at: string, property: ManifestSchema | undefined, kind: PayloadKind, ctx: ImportContext): ManifestEncoding {
  for (const key of Object.keys(entry)) {
    const unsupported = key === 'headers' || (key === 'allowReserved' && entry[key] === true) || (!FIELDS.has(key) && !key.startsWith('x-'));
    if (unsupported) ctx.warnings.warn(pointerTo(at, key), `encoding field "${key}" is not supported; ignored`);
  }
  const encoding: ManifestEncoding = {};
  if (typeof entry.contentType === 'string' && entry.contentType.trim() !== '') encoding.contentType = entry.contentType.trim();
  let style: BodyStyle = 'form';
  if (entry.style !== undefined) {
    if (typeof entry.style === 'string' && BODY_STYLES.includes(entry.style)) style = entry.style as BodyStyle;
    else ctx.warnings.warn(pointerTo(at, 'style'), `style ${showValue(entry.style)} cannot be used in a body; the default "form" applies`);
  }
  if (style !== 'form') encoding.style = style;
  if (typeof entry.explode === 'boolean' && entry.explode !== defaultExplode(style)) encoding.explode = entry.explode;
  // A style only changes how arrays and objects are written; scalars read the same in every one.
  // `deepObject` is applied to form fields: the client writes their lists in bracket style (`expand[0]=a`).
  const scalar = typeof property?.type === 'string' && SCALAR_TYPES.has(property.type);
  const applied = kind === 'form' && style === 'deepObject';
  if ((encoding.style !== undefined || encoding.explode !== undefined) && !scalar && !applied) {
    ctx.warnings.warn(at, `style "${style}" with explode ${encoding.explode ?? defaultExplode(style)} is kept, but the generated client does not apply it to body fields`);
  }
  return encoding;
}
