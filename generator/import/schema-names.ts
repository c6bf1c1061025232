/**
 * Names for `components/schemas` entries in the manifest: each must be a PascalCase identifier
 * that is safe as an exported TypeScript type. Valid names are kept as they are; others are
 * sanitised (`pet.Category` → `PetCategory`, `200-response` → `Model200Response`); names that
 * would shadow a global the generated code relies on get a `Model` suffix (`Error` →
 * `ErrorModel`); names that would clash with a type the client package declares get the suffix
 * that clash asks for (`ListPetsResponse` → `ListPetsResponseBody`); clashes between schemas
 * get a number (`PetCategory2`). Deterministic for a given name list.
 */

const PASCAL_IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;

/** Globals generated TypeScript code uses; a type with one of these names would shadow it. */
const RESERVED = new Set([
  'Array', 'ArrayBuffer', 'AbortController', 'AbortSignal', 'Awaited', 'BigInt', 'Blob', 'Boolean', 'Buffer',
  'Date', 'Error', 'Exclude', 'Extract', 'File', 'FormData', 'Function', 'Headers', 'Iterable', 'JSON', 'Map',
  'Math', 'NonNullable', 'Number', 'Object', 'Omit', 'Partial', 'Pick', 'Promise', 'Readonly', 'ReadableStream',
  'Record', 'RegExp', 'Request', 'RequestInit', 'Required', 'Response', 'ReturnType', 'Set', 'String', 'Symbol',
  'TextDecoder', 'TextEncoder', 'Uint8Array', 'URL', 'URLSearchParams',
]);

function sanitize(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  if (pascal === '') pascal = 'Model';
  if (/^[0-9]/.test(pascal)) pascal = `Model${pascal}`;
  return RESERVED.has(pascal) ? `${pascal}Model` : pascal;
}

/** Why a name cannot be a schema's, and the suffix that moves it out of the way. */
export interface SchemaNameClash {
  suffix: string;
  /** Completes "it would clash with …", e.g. `the response type of operation "list_pets"`. */
  with: string;
}

export type ClashOf = (name: string) => SchemaNameClash | undefined;

/**
 * Maps each original component name to its manifest name, in the order given. `clashOf` tells
 * which names the generated code declares itself; `onClash` hears of each name moved for one.
 */
export function assignSchemaNames(originals: string[], clashOf: ClashOf = () => undefined, onClash?: (original: string, name: string, clash: SchemaNameClash) => void): Map<string, string> {
  const taken = new Set<string>();
  const result = new Map<string, string>();
  // Names that are already fine keep priority over sanitised ones that would collide with them.
  for (const name of originals) {
    if (PASCAL_IDENTIFIER.test(name) && !RESERVED.has(name) && !clashOf(name)) {
      result.set(name, name);
      taken.add(name);
    }
  }
  for (const name of originals) {
    if (result.has(name)) continue;
    const sanitized = sanitize(name);
    const clash = clashOf(sanitized);
    const base = clash ? `${sanitized}${clash.suffix}` : sanitized;
    let candidate = base;
    for (let n = 2; taken.has(candidate) || clashOf(candidate); n++) candidate = `${base}${n}`;
    result.set(name, candidate);
    taken.add(candidate);
    if (clash) onClash?.(name, candidate, clash);
  }
  return new Map(originals.map((name) => [name, result.get(name)!]));
}
