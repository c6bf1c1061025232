/**
 * The manifest `id`: the one asked for, which must be valid, or one derived from the document's
 * title (`Swagger Petstore` → `swagger-petstore`), cut to the manifest's 64 characters (it names
 * folders) and never invalid.
 */
import { kebabCase } from '../ir/names.ts';
import { ImportError } from './import-error.ts';

const ID = /^[a-z][a-z0-9-]*$/;
/** What the manifest schema allows; the id names the output folder and the package. */
const MAX_ID_LENGTH = 64;

export function manifestId(requested: string | undefined, title: string | undefined): string {
  if (requested !== undefined) {
    if (!ID.test(requested) || requested.length > MAX_ID_LENGTH) {
      throw new ImportError(`expected an id such as "petstore" (lowercase letters, digits and "-", at most ${MAX_ID_LENGTH} characters), got ${JSON.stringify(requested)}`);
    }
    return requested;
  }
  const derived = kebabCase(title ?? '');
  const id = ID.test(derived) ? derived : /^[0-9]/.test(derived) ? `api-${derived}` : 'api';
  return id.slice(0, MAX_ID_LENGTH).replace(/-+$/, '');
}
