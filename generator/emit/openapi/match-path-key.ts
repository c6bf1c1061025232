/**
 * `operations[].match` in the OpenAPI export. OpenAPI keys paths by path alone, so operations
 * told apart by selectors take the convention importers (and sdkgen import) read: constants
 * after `?` when all selectors are query constants (`/?Action=Describe&Version=1`), else after
 * `#`, presences as bare names (`/#X-Rpc-Target=Svc.Op`, `/{Bucket}#tagging`,
 * `/{Bucket}/{Key}#partNumber&uploadId`). Each constant and each flag is also declared as a required
 * parameter, which says where it travels to every other tool; a presence of a declared parameter is
 * that parameter, required.
 */
import { queryFlags } from '../../ir/match-selectors.ts';
import type { Operation } from '../../ir/types.ts';

export function matchPathKey(operation: Operation): string {
  const selectors = operation.match ?? [];
  if (selectors.length === 0) return operation.path.raw;
  const marker = selectors.every((s) => s.in === 'query' && s.value !== undefined) ? '?' : '#';
  // Headers first, so a `#` key starts with the header that names the operation.
  const ordered = [...selectors.filter((s) => s.in === 'header'), ...selectors.filter((s) => s.in === 'query')];
  const text = ordered.map((s) => (s.value === undefined ? s.name : `${s.name}=${encodeURIComponent(s.value)}`));
  return `${operation.path.raw}${marker}${text.join('&')}`;
}

/** The constants and flags as Parameter Objects: required; a constant takes one value, a flag none. */
export function matchParameters(operation: Operation): Record<string, unknown>[] {
  const constants = (operation.match ?? []).flatMap((s) =>
    s.value === undefined
      ? []
      : [{ name: s.name, in: s.in, required: true, description: `Names the operation: always \`${s.value}\`.`, schema: { type: 'string', enum: [s.value] } }],
  );
  const flags = queryFlags(operation).map((name) => ({
    name,
    in: 'query',
    required: true,
    allowEmptyValue: true,
    description: 'Names the operation: sent without a value.',
    schema: { type: 'boolean', enum: [true] },
  }));
  return [...constants, ...flags];
}
