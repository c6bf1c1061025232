/**
 * Follows local `$ref`s (`#/components/parameters/Limit`, `#/components/responses/NotFound`,
 * chains of them) to the object they name, keeping the target's JSON Pointer so warnings about
 * the target point at it. External references (`other.yaml#/...`, URLs) cannot be followed
 * offline: they become warnings.
 */
import { isRecord, type Raw } from './openapi-document.ts';
import { parsePointer, valueAtPointer } from './json-pointer.ts';
import { decodeRefFragment } from './uri-fragment.ts';
import type { WarningLog } from './warnings.ts';

/** Local `$ref`s a look ahead (`peekThrough`) follows at most. */
const MAX_PEEK_HOPS = 16;

export interface Resolved {
  value: Raw;
  /** Pointer of the resolved object (the last `$ref` target, or where it stood if no `$ref`). */
  pointer: string;
}

export class RefResolver {
  constructor(
    private readonly doc: Raw,
    private readonly warnings: WarningLog,
  ) {}

  /** The pointer a local `$ref` names, or `undefined` (with a warning) for anything else. */
  localTarget(ref: string, at: string): string | undefined {
    if (!ref.startsWith('#')) {
      this.warnings.warn(at, `external reference ${JSON.stringify(ref)} is not supported; inline it or bundle the document first`);
      return undefined;
    }
    const pointer = decodeRefFragment(ref);
    if (pointer === undefined) {
      this.warnings.warn(at, `reference ${JSON.stringify(ref)} has a malformed percent-escape; ignored`);
      return undefined;
    }
    if (parsePointer(pointer) === undefined) {
      this.warnings.warn(at, `reference ${JSON.stringify(ref)} is not a JSON Pointer`);
      return undefined;
    }
    return pointer;
  }

  /**
   * What a local `$ref` in `value` names, one step and without warnings, for a look ahead whose
   * reference is reported where it is converted; `value` itself when it has no `$ref`.
   */
  peek(value: unknown): unknown {
    if (!isRecord(value) || typeof value.$ref !== 'string') return value;
    return this.peekTarget(value.$ref)?.value;
  }

  /** What a local `$ref` names, with its pointer, one step and without warnings; `undefined` for any other reference. */
  peekTarget(ref: string): { value: unknown; pointer: string } | undefined {
    const pointer = ref.startsWith('#') ? decodeRefFragment(ref) : undefined;
    return pointer === undefined ? undefined : { value: valueAtPointer(this.doc, pointer), pointer };
  }

  /**
   * Where the chain of local `$ref`s from `value` (at `pointer`) ends, as `peek` looks: quietly,
   * and at most 16 steps, a longer chain being reported where it is converted. The value is
   * `undefined` where a step names no local value.
   */
  peekThrough(value: unknown, pointer = ''): { value: unknown; pointer: string } {
    let reached = { value, pointer };
    for (let hops = 0; isRecord(reached.value) && typeof reached.value.$ref === 'string' && hops < MAX_PEEK_HOPS; hops++) {
      const next = this.peekTarget(reached.value.$ref);
      if (next === undefined) return { value: undefined, pointer: reached.pointer };
      reached = next;
    }
    return reached;
  }

  /**
   * `value` itself when it is an object without `$ref`; otherwise the object its `$ref` chain
   * ends at. `undefined` (with a warning at `pointer`) when the chain is broken or circular.
   */
  resolve(value: unknown, pointer: string): Resolved | undefined {
    const trail = new Set<string>();
    let current = value;
    let at = pointer;
    while (isRecord(current) && typeof current.$ref === 'string') {
      const target = this.localTarget(current.$ref, `${at}/$ref`);
      if (target === undefined) return undefined;
      if (trail.has(target)) {
        this.warnings.warn(`${at}/$ref`, `reference ${JSON.stringify(current.$ref)} is circular`);
        return undefined;
      }
      trail.add(target);
      const next = valueAtPointer(this.doc, target);
      if (next === undefined) {
        this.warnings.warn(`${at}/$ref`, `reference ${JSON.stringify(current.$ref)} points at nothing`);
        return undefined;
      }
      current = next;
      at = target;
    }
    if (!isRecord(current)) {
      this.warnings.warn(at, `expected an object, got ${current === null ? 'null' : Array.isArray(current) ? 'a list' : typeof current}`);
      return undefined;
    }
    return { value: current, pointer: at };
  }
}
