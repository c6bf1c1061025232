/**
 * `multipart/form-data` bodies as a `FormData`. `fetch` writes the parts and sets the
 * Content-Type with its boundary, so the client never sets that header itself. File fields take
 * any `Uploadable`; the part's Content-Type is the one the operation declares for the field
 * (its `encoding`), else the file's own, else `application/octet-stream`.
 */
import { blobOf, isBlobLike, isUploadable } from './uploads.ts';
import { isJsonMediaType } from './media.ts';
import { wireValue } from './query.ts';

const FALLBACK_PART_TYPE = 'application/octet-stream';

/**
 * `fields` as form data. Arrays repeat the field, plain objects travel as JSON text (a typed JSON
 * part when the operation declares the field's Content-Type), and `partTypes` maps a field to its
 * declared Content-Type.
 */
export async function encodeMultipart(fields: Record<string, unknown>, partTypes: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) await appendPart(form, name, item, partTypes[name]);
  }
  return form;
}

async function appendPart(form: FormData, name: string, value: unknown, declaredType: string | undefined): Promise<void> {
  if (value === undefined || value === null) return;
  if (isUploadable(value)) {
    const own = isBlobLike(value) && value.type ? value.type : undefined;
    const blob = await blobOf(value, concreteType(declaredType) ?? own ?? FALLBACK_PART_TYPE);
    const filename = typeof File !== 'undefined' && value instanceof File ? value.name : name;
    form.append(name, blob, filename);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    // JSON in a text field: servers read it as the field, while a part with a file name (which
    // FormData gives any typed part) is an upload to most of them, Prism too. Only a JSON type
    // the operation declares for the field makes it a typed part.
    const typed = concreteType(declaredType);
    if (typed !== undefined && isJsonMediaType(typed)) form.append(name, new Blob([JSON.stringify(value)], { type: typed }), `${name}.json`);
    else form.append(name, JSON.stringify(value));
  } else {
    form.append(name, wireValue(value)!);
  }
}

/** A declared type that names one type (not `image/*`, not a list), which the part can carry. */
function concreteType(declared: string | undefined): string | undefined {
  return declared !== undefined && !declared.includes('*') && !declared.includes(',') ? declared : undefined;
}
