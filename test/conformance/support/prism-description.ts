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

type Raw = Record<string, unknown>;

const FORM = 'application/x-www-form-urlencoded';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `document` with the defaults written out, saved in `folder`; its path. The original is not changed. */
export function prismDescription(document: Raw, folder: string): string {
  const copy = structuredClone(document);
  for (const pathItem of Object.values((copy.paths ?? {}) as Record<string, Raw>)) {
    for (const method of METHODS) {
      const body = resolved(copy, (pathItem?.[method] as Raw | undefined)?.requestBody);
      const media = resolved(copy, (body?.content as Raw | undefined)?.[FORM]);
      if (media) spellOutListDefaults(copy, media);
    }
  }
  const path = join(folder, 'description-for-prism.json');
  writeFileSync(path, JSON.stringify(copy));
  return path;
}

function spellOutListDefaults(document: Raw, media: Raw): void {
  const properties = (resolved(document, media.schema)?.properties ?? {}) as Raw;
  const encoding = (media.encoding ?? {}) as Raw;
  for (const [name, property] of Object.entries(properties)) {
    if (resolved(document, property)?.type === 'array' && !(name in encoding)) encoding[name] = { style: 'form', explode: true };
  }
  if (Object.keys(encoding).length > 0) media.encoding = encoding;
}

/** `value`, or what its local `$ref` (`#/components/...`) points at. */
function resolved(document: Raw, value: unknown): Raw | undefined {
  let current = value as Raw | undefined;
  for (let hops = 0; hops < 20 && typeof current?.$ref === 'string'; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at as Raw | undefined)?.[key], document) as Raw | undefined;
  }
  return current;
}
