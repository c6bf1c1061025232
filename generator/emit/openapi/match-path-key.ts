/**
 * `operations[].match` in the OpenAPI export. OpenAPI keys paths by path alone, so operations
 * told apart by constants take the convention importers (and sdkgen import) read: the constants
 * after `?` when all are query values (`/?Action=Describe&Version=1`), else after `#`
 * (`/#X-Rpc-Target=Svc.Op`). Each constant is also declared as a required parameter that can
 * take only its value, which says where it travels to every other tool.
 */
import type { MatchConstant } from '../../ir/match-constants.ts';
import type { Operation } from '../../ir/types.ts';

export function matchPathKey(operation: Operation): string {
  const constants = operation.match ?? [];
  if (constants.length === 0) return operation.path.raw;
  const marker = constants.every((c) => c.in === 'query') ? '?' : '#';
  // Headers first, so a `#` key starts with the header that names the operation.
  const ordered = [...constants.filter((c) => c.in === 'header'), ...constants.filter((c) => c.in === 'query')];
  return `${operation.path.raw}${marker}${ordered.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('&')}`;
}

/** The constants as Parameter Objects: required, one allowed value. */
export function matchParameters(operation: Operation): Record<string, unknown>[] {
  return (operation.match ?? []).map((c: MatchConstant) => ({
    name: c.name,
    in: c.in,
    required: true,
    description: `Names the operation: always \`${c.value}\`.`,
    schema: { type: 'string', enum: [c.value] },
  }));
}
