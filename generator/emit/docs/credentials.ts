/**
 * Which credential an example uses and where it comes from. Examples read credentials from
 * environment variables named after the client option (`apiKey` → `$API_KEY`), never literals.
 */
import { keyLocation } from '../../ir/key-location.ts';
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';

/** The variable the examples read the server's base URL from: `$BASE_URL`, `process.env.BASE_URL`. */
export const BASE_URL_VARIABLE = 'BASE_URL';

/**
 * The scheme of the operation's first alternative that takes one: the manifest lists them in
 * order of preference. Of several schemes sent together, the first.
 */
export function preferredScheme(operation: Operation, api: Api): SecurityScheme | undefined {
  const first = operation.auth.find((alternative) => alternative.length > 0)?.[0];
  return api.securitySchemes.find((scheme) => scheme.name === first);
}

/** `apiKey` → `API_KEY`, `psToken` → `PS_TOKEN`: always a valid, unquoted shell variable name. */
export function credentialEnvVar(scheme: SecurityScheme): string {
  const name = scheme.clientOption
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^[^A-Za-z]+|_+$/g, '')
    .toUpperCase();
  return name || 'CREDENTIAL';
}

/**
 * What a request carries for `scheme`, in words for the docs: `X-API-Key: <apiKey>`,
 * `?api_key=<apiKey>` (query), `Cookie: session=<apiKey>`, or the Basic header naming an API key
 * as the username when it is one.
 */
export function credentialHeader(scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey': {
      const location = keyLocation(scheme)!;
      if (location.in === 'query') return `?${location.name}=<${scheme.clientOption}>`;
      if (location.in === 'cookie') return `Cookie: ${location.name}=<${scheme.clientOption}>`;
      return `${location.name}: <${scheme.clientOption}>`;
    }
    case 'bearer':
      return `Authorization: Bearer <${scheme.clientOption}>`;
    case 'basic':
      return scheme.username === 'apiKey' ? 'Authorization: Basic <base64 of apiKey:password>' : 'Authorization: Basic <base64 of user:password>';
  }
}
