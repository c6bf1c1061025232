/**
 * Finds a local `$ref` that leads back to itself through nothing but `$ref`s (`node: { $ref:
 * '#/components/schemas/Wrapper/properties/node' }` inside Wrapper.node, or A → B → A). The
 * importer warns about such a reference and goes on, but the bundler stops at it with a bare
 * "Self-referencing circular pointer"; this names where it stands so the error can too.
 */
import { pointerTo, valueAtPointer } from './json-pointer.ts';
import { decodeRefFragment } from './uri-fragment.ts';

const localRefOf = (node: unknown): string | undefined => {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const ref = (node as Record<string, unknown>).$ref;
  return typeof ref === 'string' && ref.startsWith('#') ? decodeRefFragment(ref) : undefined;
};

/** The JSON Pointer of the first `$ref` that loops back to itself, or `undefined`. */
export function findRefLoop(root: unknown): string | undefined {
  const stack: { node: unknown; pointer: string }[] = [{ node: root, pointer: '' }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (loopsBack(root, node)) return pointerTo(pointer, '$ref');
    for (const [key, child] of Object.entries(node)) stack.push({ node: child, pointer: pointerTo(pointer, key) });
  }
  return undefined;
}

function loopsBack(root: unknown, start: unknown): boolean {
  const seen = new Set<unknown>([start]);
  let target = localRefOf(start);
  while (target !== undefined) {
    const next = valueAtPointer(root, target);
    if (seen.has(next)) return true;
    seen.add(next);
    target = localRefOf(next);
  }
  return false;
}
