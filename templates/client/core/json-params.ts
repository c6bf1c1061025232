/**
 * Parameters sent as JSON text (the manifest's parameter `contentType`, OpenAPI's `content:
 * { application/json }` on a parameter, as Rudder's `where` and Stream's `filter_conditions`):
 * the value goes as one scalar, its JSON text, in the place its location gives it
 * (`?where=%7B%22a%22%3A1%7D`, a path segment, a header), instead of being spread over styled
 * parts. A text the caller already wrote as JSON is sent as it is.
 */
import type { OperationSpec } from './spec.ts';

export function encodeJsonParams(operation: OperationSpec, params: Record<string, unknown>): Record<string, unknown> {
  let encoded: Record<string, unknown> | undefined;
  for (const binding of [...operation.pathParams, ...operation.query, ...operation.headers]) {
    const value = params[binding.key];
    // Absent stays absent; a string is taken as JSON text already written.
    if (!binding.json || value === undefined || value === null || typeof value === 'string') continue;
    (encoded ??= { ...params })[binding.key] = JSON.stringify(value);
  }
  return encoded ?? params;
}
