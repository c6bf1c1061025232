/**
 * The client option a security scheme gets when the manifest gives it no `clientOption`
 * (`security.schemes.<name>.clientOption`). The manifest's own value always wins.
 *
 * The rule reads the scheme's kind and its name in the manifest, never free text such as
 * `bearerFormat` (which real descriptions fill with "auth-scheme", "eyJhbGci..." or a sentence):
 *
 * - the kind's own name (`apiKey`, `bearer`, `basic`) when the manifest has exactly one scheme
 *   of that kind, so the common API with one API key reads `new Client({ apiKey })`;
 * - otherwise the camelCased scheme name (`accountSid_authToken` → `accountSidAuthToken`,
 *   `PartnerKey` → `partnerKey`), which tells the schemes of one kind apart as the API's
 *   authors named them; a name with no letters or digits falls back to the kind's name.
 *
 * Clashes (two names that camelCase alike, a runtime option such as `timeout`) are reported by
 * manifest/checks/generated-names.ts, and renamed by the importer.
 */
import { camelCase } from './names.ts';

/** `schemes` is the manifest's `security.schemes` (possibly not yet validated); `undefined` for an unknown kind. */
export function defaultClientOption(name: string, schemes: Record<string, unknown>): string | undefined {
  const kind = kindOf(schemes[name]);
  if (kind === undefined) return undefined;
  const sameKind = Object.values(schemes).filter((scheme) => kindOf(scheme) === kind).length;
  if (sameKind === 1) return kind;
  return camelCase(name) || kind;
}

function kindOf(scheme: unknown): string | undefined {
  const type = typeof scheme === 'object' && scheme !== null ? (scheme as { type?: unknown }).type : undefined;
  return type === 'apiKey' || type === 'bearer' || type === 'basic' ? type : undefined;
}
