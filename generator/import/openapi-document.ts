/**
 * The few facts about an OpenAPI document every converter needs: is a value a JSON object, and
 * which OpenAPI version (3.0 or 3.1) the document declares. Anything else (including a document
 * that contains itself or nests deeper than any converter may recurse) is refused up front with
 * an ImportError: no manifest could come out of it.
 */
import { ImportError } from './import-error.ts';
import { checkNesting } from './nesting.ts';

export { ImportError };

export type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export type OpenApiVersion = '3.0' | '3.1';

/**
 * `target[key] = value` for keys taken from the document: a key such as `__proto__` must become a
 * property, not replace the prototype. (Reads use `Object.hasOwn` for the same reason.)
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Whether the document declares itself Swagger (2.0, or a version the converter then refuses). */
export function isSwagger2(doc: unknown): boolean {
  return doc !== null && typeof doc === 'object' && 'swagger' in doc;
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
  checkNesting(doc);
  return { version: declared.startsWith('3.0') ? '3.0' : '3.1', declared };
}
