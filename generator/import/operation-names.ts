/**
 * Manifest operation names (snake_case, unique, also unique once camelCased for the client):
 * from `operationId` (`listPets` → `list_pets`, `pets.get-by-id` → `pets_get_by_id`), or, without
 * one, from the method and path (`GET /pets/{petId}` → `get_pets_by_pet_id`). Names from an
 * `operationId` are assigned first so invented names never take theirs; clashes get `2`, `3`,
 * and so do names whose method the manifest refuses (`toString`, `then`: see THENABLE) or the
 * runtime exports (`customRequest`).
 */
import { camelCase, cachedByText } from '../ir/names.ts';
import { RUNTIME_FUNCTIONS } from '../manifest/checks/generated-names.ts';
import { THENABLE, whyReserved } from '../manifest/checks/reserved-names.ts';
import type { PathTemplate } from '../ir/types.ts';

/** `getHTTPStatus` → `get_http_status`; `` → ``. */
export const snakeCase = cachedByText((text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('_'),
);

/** `GET /api/pets/{petId}:archive` under `/api` → `get_pets_by_pet_id_archive`. */
export function nameFromRoute(method: string, template: PathTemplate, basePathSegments: number): string {
  const describe = (segments: PathTemplate['segments']) =>
    segments
      .flatMap((s) => (s.kind === 'literal' ? [snakeCase(s.value)] : s.kind === 'param' ? [`by_${snakeCase(s.name)}`] : mixedWords(s.literals, s.params)))
      .filter(Boolean);
  let words = describe(template.segments.slice(basePathSegments));
  if (!template.segments.slice(basePathSegments).some((s) => s.kind !== 'param')) {
    words = describe(template.segments.slice(Math.max(0, basePathSegments - 1)));
  }
  return [method.toLowerCase(), ...words, ...(template.action ? [snakeCase(template.action)] : [])].join('_');
}

/** `Businesses({key})` → `businesses`, `by_key`; `{name}.{ext}` → `by_name`, `by_ext`. */
function mixedWords(literals: string[], params: string[]): string[] {
  return literals.flatMap((text, i) => [snakeCase(text), ...(i < params.length ? [`by_${snakeCase(params[i]!)}`] : [])]);
}

export interface NameRequest {
  operationId?: string;
  fallback: string;
}

/** Names for each request, in order; `renamed` reports operationIds that had to change, and why. */
export function assignOperationNames(requests: NameRequest[], renamed: (index: number, name: string, why: string) => void): string[] {
  const taken = new Set<string>();
  const takenMethods = new Set<string>();
  // The client declares `<method>Spec` beside each operation's function: Apigee's
  // `registry_create_api` and `registry_create_api_spec` would both declare `registryCreateApiSpec`.
  const takenSpecs = new Set<string>();
  const specClash = (name: string) => takenSpecs.has(camelCase(name)) || takenMethods.has(`${camelCase(name)}Spec`);
  const names: string[] = new Array(requests.length);
  const claim = (index: number, wanted: string) => {
    let base = wanted === '' ? 'operation' : /^[0-9]/.test(wanted) ? `op_${wanted}` : wanted;
    if (!/^[a-z]/.test(base)) base = `op_${base}`;
    let name = base;
    // `list_pets2`, not `list_pets_2`: camelCased (`listPets2`) and back it is the same name.
    for (let n = 2; taken.has(name) || takenMethods.has(camelCase(name)) || specClash(name) || THENABLE.has(camelCase(name)) || RUNTIME_FUNCTIONS.has(camelCase(name)); n++) name = `${base}${n}`;
    taken.add(name);
    takenMethods.add(camelCase(name));
    takenSpecs.add(`${camelCase(name)}Spec`);
    names[index] = name;
    return name;
  };
  requests.forEach((r, i) => {
    if (r.operationId === undefined) return;
    const wanted = snakeCase(r.operationId);
    const clashesWithSpec = wanted !== '' && specClash(wanted);
    const name = claim(i, wanted || r.fallback);
    if (name === wanted) return;
    const method = camelCase(wanted);
    const why = THENABLE.has(method)
      ? `its method "${method}" ${whyReserved(method)}`
      : RUNTIME_FUNCTIONS.has(method)
        ? `the client's runtime exports a function "${method}"`
        : clashesWithSpec
        ? `the client declares "${method}${takenSpecs.has(method) ? '' : 'Spec'}" for another operation too`
        : 'manifest names are unique snake_case';
    renamed(i, name, why);
  });
  requests.forEach((r, i) => {
    if (r.operationId === undefined) claim(i, r.fallback);
  });
  return names;
}

/** A summary for an operation without one: `listPets` → `List pets`, else `GET /pets`. */
export function fallbackSummary(operationId: string | undefined, method: string, path: string): string {
  const words = operationId ? snakeCase(operationId).split('_').filter(Boolean) : [];
  if (words.length === 0) return `${method} ${path}`;
  const sentence = words.join(' ');
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}
