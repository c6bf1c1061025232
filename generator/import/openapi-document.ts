/**
 * The few facts about an OpenAPI document every converter needs: is a value a JSON object, and
 * which OpenAPI version (3.0 or 3.1) the document declares. Anything else (including a document
 * that contains itself) is refused up front with an ImportError: no manifest could come out of it.
 */

export type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export type OpenApiVersion = '3.0' | '3.1';

/** Input that is not an OpenAPI 3.x document at all (as opposed to a construct we skip with a warning). */
export class ImportError extends Error {
  override name = 'ImportError';
}

/**
 * `target[key] = value` for keys taken from the document: a key such as `__proto__` must become a
 * property, not replace the prototype. (Reads use `Object.hasOwn` for the same reason.)
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A recursive YAML alias (`&a [*a]`) parses to a circular object, which no converter could walk. */
export function containsItself(value: unknown, ancestors = new Set<unknown>()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const found = Object.values(value).some((child) => containsItself(child, ancestors));
  ancestors.delete(value);
  return found;
}

/** `3.0.x` → `3.0`; `3.1.x` (and, with a warning by the caller, later 3.x) → `3.1`. */
export function openApiVersionOf(doc: unknown): { version: OpenApiVersion; declared: string } {
  if (!isRecord(doc)) throw new ImportError('expected an OpenAPI document (a JSON object or YAML mapping)');
  if (typeof doc.swagger === 'string') {
    throw new ImportError(`expected OpenAPI 3.0 or 3.1, got Swagger ${doc.swagger}; convert it to OpenAPI 3 first`);
  }
  const declared = doc.openapi;
  if (typeof declared !== 'string' || !/^3\.\d+(\.\d+)?(-.+)?$/.test(declared)) {
    throw new ImportError(`expected an "openapi" field such as "3.1.0", got ${JSON.stringify(declared) ?? 'nothing'}`);
  }
  if (containsItself(doc)) throw new ImportError('the document contains itself (a recursive YAML alias); it has no finite JSON form');
  return { version: declared.startsWith('3.0') ? '3.0' : '3.1', declared };
}
