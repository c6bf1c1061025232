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
  pointer: string;
  depth: number;
  /** Set once the children are queued: the frame is popped a second time, on the way out. */
  leaving?: true;
}

/** Throws an ImportError naming the pointer of the first object that is too deep or contains itself. */
export function checkNesting(root: unknown): void {
  if (root === null || typeof root !== 'object') return;
  const ancestors = new Set<object>();
  const stack: Frame[] = [{ value: root, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.leaving) {
      ancestors.delete(frame.value);
      continue;
    }
    if (ancestors.has(frame.value)) {
      throw new ImportError('the document contains itself (a recursive YAML alias); it has no finite JSON form', frame.pointer || '/');
    }
    if (frame.depth > MAX_NESTING) throw new ImportError(`nested more than ${MAX_NESTING} levels deep; no API description needs that`, frame.pointer);
    ancestors.add(frame.value);
    stack.push({ ...frame, leaving: true });
    for (const [key, child] of Object.entries(frame.value)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, pointer: pointerTo(frame.pointer, key), depth: frame.depth + 1 });
    }
  }
}
