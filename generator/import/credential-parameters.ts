/**
 * A parameter where an API key scheme of the operation travels: api.data.gov's FEC declares
 * `api_key` both as a required query parameter (default `DEMO_KEY`) and as its security scheme.
 * The credential supplies it, so the parameter is left out, with a warning. Kept, callers would
 * pass their key twice, and the parameter's value would replace the credential on the wire.
 * Operations that take no such scheme keep the parameter.
 */
import type { ManifestOperation } from '../manifest/schema.ts';
import type { AuthEntry } from '../ir/auth-requirements.ts';
import type { ManifestScheme } from './security.ts';

/** `in` and name of where a scheme's key travels, header names lower-cased; none for other kinds. */
function keyLocation(scheme: ManifestScheme | undefined): string | undefined {
  if (scheme?.type !== 'apiKey') return undefined;
  if (scheme.header !== undefined) return `header:${scheme.header.toLowerCase()}`;
  if (scheme.in === undefined || scheme.name === undefined) return undefined;
  return `${scheme.in}:${scheme.in === 'header' ? scheme.name.toLowerCase() : scheme.name}`;
}

export function withoutCredentialParameters(
  operation: ManifestOperation,
  auth: readonly AuthEntry[] | undefined,
  schemes: Readonly<Record<string, ManifestScheme>>,
  warn: (message: string) => void,
): ManifestOperation {
  const locations = new Map<string, string>();
  for (const name of (auth ?? []).flat()) {
    const location = keyLocation(schemes[name]);
    if (location !== undefined) locations.set(location, name);
  }
  const parameters = operation.parameters ?? [];
  if (locations.size === 0 || parameters.length === 0) return operation;
  const kept = parameters.filter((parameter) => {
    const scheme = locations.get(`${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`);
    if (scheme !== undefined) warn(`${parameter.in} parameter "${parameter.name}" is where the credential of scheme ${scheme} travels; left out, the credential supplies it`);
    return scheme === undefined;
  });
  if (kept.length === parameters.length) return operation;
  const { parameters: _all, ...rest } = operation;
  return kept.length > 0 ? { ...rest, parameters: kept } : rest;
}
