/**
 * The declared headers of a success response (the manifest's `response.headers`), parsed from
 * their text by their schema's type: integers and numbers as numbers, `true`/`false` as booleans,
 * anything else as the string it is. Undeclared headers stay on `response.headers`.
 */
import { ResponseParseError } from './errors.ts';
import type { ResponseHeaderBinding } from './spec.ts';

export function parseResponseHeaders(response: Response, bindings: readonly ResponseHeaderBinding[], operation: string): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  for (const binding of bindings) {
    const text = response.headers.get(binding.name);
    if (text !== null) headers[binding.key] = parseHeader(text.trim(), binding, response.status, operation);
  }
  return headers;
}

function parseHeader(text: string, binding: ResponseHeaderBinding, status: number, operation: string): unknown {
  switch (binding.type) {
    case undefined:
      return text;
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === 'false') return lower === 'true';
      break;
    }
    default: {
      const value = text === '' ? Number.NaN : Number(text);
      if (Number.isFinite(value) && (binding.type === 'number' || Number.isInteger(value))) return value;
    }
  }
  // A header that does not say what the API declares is as wrong as a body that does not parse.
  throw new ResponseParseError(`${operation}: the ${status} response's ${binding.name} header is not ${article(binding.type)}: ${JSON.stringify(text.slice(0, 60))}`, {
    status,
    snippet: text.slice(0, 60),
  });
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : `a ${type}`;
}
