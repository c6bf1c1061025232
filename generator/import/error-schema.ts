/**
 * Chooses the manifest's `errors.schema` and `media.problem` from the error responses of every
 * operation: the component schema they use (the most used one when they disagree, with a
 * warning for each response that differs; inline error schemas cannot be named and are
 * reported). Without error bodies the problem media type defaults to RFC 7807's.
 */
import type { ErrorBody } from './responses.ts';
import type { WarningLog } from './warnings.ts';

export const DEFAULT_PROBLEM_MEDIA_TYPE = 'application/problem+json';

export function chooseErrorSchema(bodies: ErrorBody[], warnings: WarningLog): { schema?: string; mediaType: string } {
  const counts = new Map<string, number>();
  for (const body of bodies) if (body.schema !== undefined) counts.set(body.schema, (counts.get(body.schema) ?? 0) + 1);
  let schema: string | undefined;
  for (const [name, count] of counts) if (schema === undefined || count > counts.get(schema)!) schema = name;

  for (const body of bodies) {
    if (body.schema === undefined) {
      warnings.warn(body.pointer, `an inline error schema cannot become the manifest's errors.schema; move it to components/schemas${schema ? ` (the API's error schema is ${schema})` : ''}`);
    } else if (body.schema !== schema) {
      warnings.warn(body.pointer, `error schema ${body.schema} differs from the API's error schema ${schema}; the manifest declares one`);
    }
  }
  const mediaType = bodies.find((b) => b.schema === schema && schema !== undefined)?.mediaType ?? bodies[0]?.mediaType ?? DEFAULT_PROBLEM_MEDIA_TYPE;
  return { ...(schema !== undefined ? { schema } : {}), mediaType };
}
