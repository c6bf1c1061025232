/**
 * Breaks reference cycles that pass through no property or array item (`A: {$ref: B}`,
 * `B: {allOf: [{$ref: A}]}`). Such a schema describes no finite value and the manifest refuses
 * it, so the reference that closes the cycle becomes "any value", with a warning.
 * Recursion through a property or an item (trees, linked lists) is left alone.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { WarningLog } from '../warnings.ts';

type Schemas = Record<string, ManifestSchema>;

/** Mutates `schemas`; `pointerOf(name)` gives the component's pointer for the warning. */
export function breakAliasCycles(schemas: Schemas, pointerOf: (name: string) => string, warnings: WarningLog): void {
  const done = new Set<string>();
  const stack: string[] = [];

  const visit = (name: string): void => {
    if (done.has(name) || !Object.hasOwn(schemas, name)) return;
    stack.push(name);
    schemas[name] = cutDirectRefs(schemas[name]!, (target) => {
      if (stack.includes(target)) {
        const cycle = [...stack.slice(stack.indexOf(target)), target].join(' -> ');
        warnings.warn(pointerOf(name), `circular schema reference ${cycle} has no property or array in between; the last reference is treated as any value`);
        return true;
      }
      visit(target);
      return false;
    });
    stack.pop();
    done.add(name);
  };
  for (const name of Object.keys(schemas)) visit(name);
}

/** Walks the `$ref`s reached without passing a property or item; drops those `cut` says to. */
function cutDirectRefs(schema: ManifestSchema, cut: (target: string) => boolean): ManifestSchema {
  let result = schema;
  if (schema.$ref !== undefined && cut(schema.$ref)) {
    const { $ref: _dropped, ...rest } = schema;
    result = rest;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = result[key];
    if (list) result = { ...result, [key]: list.map((child) => cutDirectRefs(child, cut)) };
  }
  return result;
}
