/**
 * `operations[].match`: constant request values that select the operation among operations on
 * the same method and path (JSON-RPC style `X-Target: Service.Operation` headers, Query-protocol
 * `?Action=Describe&Version=1`). The client always sends them; the server routes by them.
 */
import { z } from 'zod';

const constantValue = z.string().min(1, 'expected a non-empty constant');

export const operationMatchSchema = z
  .object({
    /** Header name → the value it must carry (names compare case-insensitively; checked in checks/paths.ts). */
    headers: z.record(z.string(), constantValue).optional(),
    /** Query parameter name → the value it must carry. */
    query: z.record(z.string().min(1, 'expected a query parameter name'), constantValue).optional(),
  })
  .strict()
  .refine((m) => Object.keys(m.headers ?? {}).length + Object.keys(m.query ?? {}).length > 0, 'expected at least one header or query constant');

export type OperationMatch = z.infer<typeof operationMatchSchema>;
