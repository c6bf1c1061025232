/**
 * The description Prism is given: the original with OpenAPI's default encoding of form list
 * fields spelled out. A list in an `application/x-www-form-urlencoded` body without an `encoding`
 * entry is `style: form, explode: true` by OpenAPI's rule, its name repeated per item
 * (`Networks=a&Networks=b`), which is what the client sends. Prism deserialises a form field only
 * through an `encoding` entry and reads every other one as its last raw text, so it refuses such a
 * list, "must be array" (pinned in real-descriptions-prism.test.ts). Writing the default out changes
 * nothing OpenAPI means and lets Prism judge those fields. Nothing else is touched.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RefResolver } from '../../../generator/import/resolve-ref.ts';
import type { Raw } from '../../../generator/import/openapi-document.ts';
import { WarningLog } from '../../../generator/import/warnings.ts';

const FORM = 'application/x-www-form-urlencoded';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `document` with the defaults written out, saved in `folder`; its path. The original is not changed. */
export function prismDescription(document: Raw, folder: string): string {
  const copy = structuredClone(document);
  // The importer's reader of local `$ref`s; what it would warn of (a broken ref) is left as it is.
  const refs = new RefResolver(copy, new WarningLog());
  const resolved = (value: unknown) => refs.resolve(value, '')?.value;
  for (const pathItem of Object.values((copy.paths ?? {}) as Record<string, Raw>)) {
    for (const method of METHODS) {
      const body = resolved((pathItem?.[method] as Raw | undefined)?.requestBody);
      const media = resolved((body?.content as Raw | undefined)?.[FORM]);
      if (media) spellOutListDefaults(media, resolved);
    }
  }
  const path = join(folder, 'description-for-prism.json');
  writeFileSync(path, JSON.stringify(copy));
  return path;
}

function spellOutListDefaults(media: Raw, resolved: (value: unknown) => Raw | undefined): void {
  const properties = (resolved(media.schema)?.properties ?? {}) as Raw;
  const encoding = (media.encoding ?? {}) as Raw;
  for (const [name, property] of Object.entries(properties)) {
    if (resolved(property)?.type === 'array' && !(name in encoding)) encoding[name] = { style: 'form', explode: true };
  }
  if (Object.keys(encoding).length > 0) media.encoding = encoding;
}
