/**
 * Refuses documents no converter could walk: one that contains itself (a recursive YAML alias,
 * `&a [*a]`, parses to a circular object) and one nested deeper than `MAX_NESTING` levels. The
 * converters, the bundler and the Swagger converter all recurse once per level, so a hostile
 * 10,000-level document would otherwise end in a bare "Maximum call stack size exceeded". Real
 * descriptions stay far below the limit (the deepest in the APIs.guru corpus nest a few dozen
 * levels). The walk itself keeps its own stack, so it cannot overflow.
 */
import { ImportError } from './import-error.ts';
import { pointerTo } from './json-pointer.ts';

export const MAX_NESTING = 256;

interface Frame {
  value: object;
  /** The frame of the object holding this one, and the key it holds it under: the pointer, built only for an error. */
  parent: Frame | undefined;
  key: string;
  depth: number;
  /** Set once the children are queued: the frame is popped a second time, on the way out. */
  leaving: boolean;
}

/**
 * Documents already walked whole. Loading a description checks it before bundling and
 * converting it, and the importer checks what it is given; when both are the same object (an
 * OpenAPI 3 file read as it is), walking it a second time would find nothing new: the importer
 * only reads the document.
 */
const checked = new WeakSet<object>();

/** Throws an ImportError naming the pointer of the first object that is too deep or contains itself. */
export function checkNesting(root: unknown): void {
  if (root === null || typeof root !== 'object' || checked.has(root)) return;
  const ancestors = new Set<object>();
  const stack: Frame[] = [{ value: root, parent: undefined, key: '', depth: 0, leaving: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.leaving) {
      ancestors.delete(frame.value);
      continue;
    }
    if (ancestors.has(frame.value)) {
      throw new ImportError('the document contains itself (a recursive YAML alias); it has no finite JSON form', pointerOf(frame) || '/');
    }
    if (frame.depth > MAX_NESTING) throw new ImportError(`nested more than ${MAX_NESTING} levels deep; no API description needs that`, pointerOf(frame));
    ancestors.add(frame.value);
    frame.leaving = true;
    stack.push(frame);
    const value = frame.value as Record<string, unknown>;
    for (const key of Object.keys(value)) {
      const child = value[key];
      if (child !== null && typeof child === 'object') stack.push({ value: child, parent: frame, key, depth: frame.depth + 1, leaving: false });
    }
  }
  checked.add(root);
}

function pointerOf(frame: Frame): string {
  const keys: string[] = [];
  for (let at: Frame | undefined = frame; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return pointerTo('', ...keys.reverse());
}
