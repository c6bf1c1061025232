/**
 * A parameter where an API key scheme of the operation travels: api.data.gov's FEC declares
 * `api_key` both as a required query parameter (default `DEMO_KEY`) and as its security scheme.
 * The credential supplies it, so the parameter is left out, with a warning. Kept, callers would
 * pass their key twice, and the parameter's value would replace the credential on the wire.
 * Operations that take no such scheme keep the parameter.
 *
 * Where several such parameters are required and the operation's security takes their schemes
 * one at a time, the parameters say what the API needs: Trello requires `key` and `token` on
 * every operation, while its security reads "api_key or api_token". The operation then requires
 * those schemes together (returned as `auth`), with a warning, so the client sends both.
 */
import type { ManifestOperation } from '../manifest/schema.ts';
import { authAlternatives, type AuthEntry } from '../ir/auth-requirements.ts';
import type { ManifestScheme } from './security.ts';

/** One place a value travels, as a key: header names are case-insensitive, so lower-cased. */
const location = (where: string, name: string) => `${where}:${where === 'header' ? name.toLowerCase() : name}`;

/** Where a scheme's key travels; none for other kinds. */
function keyLocation(scheme: ManifestScheme | undefined): string | undefined {
  if (scheme?.type !== 'apiKey') return undefined;
  if (scheme.header !== undefined) return location('header', scheme.header);
  return scheme.in === undefined || scheme.name === undefined ? undefined : location(scheme.in, scheme.name);
}

export function withoutCredentialParameters(
  operation: ManifestOperation,
  auth: readonly AuthEntry[] | undefined,
  schemes: Readonly<Record<string, ManifestScheme>>,
  warn: (message: string) => void,
): { operation: ManifestOperation; auth?: AuthEntry[] } {
  const locations = new Map<string, string>();
  for (const name of (auth ?? []).flat()) {
    const at = keyLocation(schemes[name]);
    if (at !== undefined) locations.set(at, name);
  }
  const parameters = operation.parameters ?? [];
  if (locations.size === 0 || parameters.length === 0) return { operation };
  const required: { parameter: string; scheme: string }[] = [];
  const kept = parameters.filter((parameter) => {
    const scheme = locations.get(location(parameter.in, parameter.name));
    if (scheme !== undefined) warn(`${parameter.in} parameter "${parameter.name}" is where the credential of scheme ${scheme} travels; left out, the credential supplies it`);
    if (scheme !== undefined && parameter.required && !required.some((r) => r.scheme === scheme)) required.push({ parameter: `${parameter.in} parameter "${parameter.name}"`, scheme });
    return scheme === undefined;
  });
  if (kept.length === parameters.length) return { operation };
  const { parameters: _all, ...rest } = operation;
  const together = requiredTogether(required, auth ?? [], warn);
  return { operation: kept.length > 0 ? { ...rest, parameters: kept } : rest, ...(together ? { auth: together } : {}) };
}

/** The schemes of required credential parameters as one alternative, where no alternative of `auth` takes them all. */
function requiredTogether(required: { parameter: string; scheme: string }[], auth: readonly AuthEntry[], warn: (message: string) => void): AuthEntry[] | undefined {
  const schemes = required.map((r) => r.scheme);
  if (schemes.length < 2 || authAlternatives(auth).some((alternative) => schemes.every((scheme) => alternative.includes(scheme)))) return undefined;
  warn(`${required.map((r) => r.parameter).join(' and ')} are all required, and its security takes their schemes (${schemes.join(', ')}) one at a time; the operation requires them together`);
  return [schemes];
}
