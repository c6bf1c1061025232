/**
 * `operations[].match`: what a request carries that selects the operation among operations on
 * the same method and path. Constants: JSON-RPC style `X-Target: Service.Operation` headers,
 * Query-protocol `?Action=Describe&Version=1`; the client always sends them. Presence: a query
 * parameter or header that is there at all (S3's `?tagging`, `?uploadId=…`, a
 * `x-amz-copy-source` header); a name in `queryPresent` that the operation does not declare as a
 * parameter is a flag the client sends bare (`?tagging`). The server routes by all of them: the
 * operation whose selectors the request carries wins over one whose selectors are a part of them,
 * so an operation without `match` takes what no other on its route selects.
 */
import { z } from 'zod';

const constantValue = z.string().min(1, 'expected a non-empty constant');
const names = (what: string) => z.array(z.string().min(1, `expected a ${what} name`)).min(1, `expected at least one ${what} name`);

export const operationMatchSchema = z
  .object({
    /** Header name → the value it must carry (names compare case-insensitively; checked in checks/paths.ts). */
    headers: z.record(z.string(), constantValue).optional(),
    /** Query parameter name → the value it must carry. */
    query: z.record(z.string().min(1, 'expected a query parameter name'), constantValue).optional(),
    /** Query parameters the request carries with any value: declared required ones, or flags sent bare. */
    queryPresent: names('query parameter').optional(),
    /** Headers the request carries with any value: each a declared required header parameter. */
    headersPresent: names('header').optional(),
  })
  .strict()
  .refine(
    (m) => Object.keys(m.headers ?? {}).length + Object.keys(m.query ?? {}).length + (m.queryPresent?.length ?? 0) + (m.headersPresent?.length ?? 0) > 0,
    'expected at least one header or query constant, or a name in queryPresent or headersPresent',
  );

export type OperationMatch = z.infer<typeof operationMatchSchema>;

/** A presence name the OpenAPI export can key a path with (`/{Bucket}#tagging`) and `sdkgen import` reads back. */
export const PRESENCE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * Whether a parameter of this schema may be sent without its name, so that its presence cannot
 * select an operation: a list (empty, it is not sent) or an object (exploded, its keys are).
 */
export function sentWithoutName(schema: Record<string, unknown>): boolean {
  return schema.type === 'array' || schema.type === 'object' || schema.items !== undefined || schema.properties !== undefined;
}
