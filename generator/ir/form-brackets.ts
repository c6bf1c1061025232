/**
 * The fields of a form body (`requestBody` content `application/x-www-form-urlencoded`) whose
 * `encoding` says `style: deepObject`: the client writes their lists with bracketed indexes
 * (`expand[0]=a`), as Stripe declares them, where OpenAPI's default repeats the name
 * (`tags=a&tags=b`). Objects are bracketed either way.
 */
import type { Payload } from './types.ts';

export function formBracketFields(payload: Payload | undefined): string[] {
  if (payload?.kind !== 'form') return [];
  return payload.encoding.filter((encoding) => encoding.style === 'deepObject').map((encoding) => encoding.property);
}
