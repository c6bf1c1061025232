/**
 * Which credential an example uses and where it comes from. Examples read credentials from
 * environment variables named after the client option (`apiKey` → `$API_KEY`), never literals.
 */
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';

/** The operation's first accepted scheme: the manifest lists them in order of preference. */
export function preferredScheme(operation: Operation, api: Api): SecurityScheme | undefined {
  const first = operation.auth[0];
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

/** What a request carries for `scheme`, e.g. `X-API-Key: $API_KEY`, in words for the docs. */
export function credentialHeader(scheme: SecurityScheme): string {
  switch (scheme.kind) {
    case 'apiKey':
      return `${scheme.header ?? 'X-API-Key'}: <${scheme.clientOption}>`;
    case 'bearer':
      return `Authorization: Bearer <${scheme.clientOption}>`;
    case 'basic':
      return 'Authorization: Basic <base64 of user:password>';
  }
}
