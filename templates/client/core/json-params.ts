/**
 * Parameters sent as JSON text (the manifest's parameter `contentType`, OpenAPI's `content:
 * { application/json }` on a parameter, as Rudder's `where` and Stream's `filter_conditions`):
 * the value goes as one scalar, its JSON text, in the place its location gives it
 * (`?where=%7B%22a%22%3A1%7D`, a path segment, a header), instead of being spread over styled
 * parts. A string is JSON too (`"abc"`, quoted), as a schema of `type: string` under
 * `application/json` says.
 */
import type { OperationSpec } from './spec.ts';

export function encodeJsonParams(operation: OperationSpec, params: Record<string, unknown>): Record<string, unknown> {
  let encoded: Record<string, unknown> | undefined;
  for (const binding of [...operation.pathParams, ...operation.query, ...operation.headers]) {
    const value = params[binding.key];
    // Absent (undefined or null, as for every other parameter) stays absent.
    if (!binding.json || value === undefined || value === null) continue;
    (encoded ??= { ...params })[binding.key] = JSON.stringify(value);
  }
  return encoded ?? params;
}
