/**
 * Identifier rules for generated TypeScript. The IR already hands out valid names; these
 * helpers cover what only matters in code: reserved words, quoting property keys, and names
 * derived here (class names, spec constants).
 */
import { scalarText } from '../json-text.ts';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Words that cannot name a function or variable in a strict-mode module. */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return static ' +
    'super switch this throw true try typeof var void while with yield arguments eval undefined'
  ).split(' '),
);

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A property name as written in a type or object literal: bare when possible, quoted otherwise. */
export function propertyKey(name: string): string {
  return isIdentifier(name) ? name : scalarText(name);
}

/** A name usable for a module-level binding: reserved words get a trailing underscore (`delete_`). */
export function bindingName(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}

/** `projectData` → `ProjectData`. */
export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Fail generation with a clear message when two generated names would clash in one scope,
 * instead of emitting code that does not compile.
 */
export function assertDistinct(scope: string, names: Iterable<[name: string, origin: string]>): void {
  const seen = new Map<string, string>();
  for (const [name, origin] of names) {
    const previous = seen.get(name);
    if (previous !== undefined) {
      throw new Error(`sdkgen client: ${scope} would declare "${name}" twice (${previous}; ${origin}). Rename one of them in the manifest.`);
    }
    seen.set(name, origin);
  }
}
