/**
 * Fills a path template with parameter values. Each value becomes exactly one path segment:
 * `encodeURIComponent` escapes `/`, `#`, `?`, `%`, `:` and non-ASCII, so an identifier such as
 * `urn:x:data:fil.1#/a/b.txt` reaches the server unchanged. Literal parts of the template,
 * including an AIP-136 action like `:archive`, are kept as written.
 */
import { InvalidRequestError } from './errors.ts';
import type { OperationSpec, ParamBinding } from './spec.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

export function expandPath(operation: OperationSpec, params: Record<string, unknown>): string {
  const bindings = new Map(operation.pathParams.map((binding) => [binding.name, binding]));
  return operation.path.replace(PLACEHOLDER, (_match, name: string) => {
    const binding = bindings.get(name);
    if (!binding) {
      throw new InvalidRequestError(`${operation.name}: the path names {${name}} but the operation declares no such parameter.`);
    }
    return encodeSegment(operation, binding, params[binding.key]);
  });
}

function encodeSegment(operation: OperationSpec, binding: ParamBinding, value: unknown): string {
  const what = `${operation.name}: path parameter "${binding.key}"`;
  if (value === undefined || value === null || value === '') {
    throw new InvalidRequestError(`${what} is required and must not be empty.`);
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'boolean') {
    throw new InvalidRequestError(`${what} must be a string or a number, got ${typeof value}.`);
  }
  const text = String(value);
  // URL parsers resolve "." and ".." segments (even percent-encoded ones) before the request
  // leaves, so such a value would silently address another resource.
  if (text === '.' || text === '..') {
    throw new InvalidRequestError(`${what} cannot be "${text}": URLs normalise dot segments away.`);
  }
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidRequestError(`${what} is not well-formed Unicode (it contains a lone surrogate).`);
  }
}
