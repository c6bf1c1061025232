/**
 * Converts `components/securitySchemes` and security requirements. Supported: `apiKey` in a
 * header, query or cookie → `apiKey` (`header: X`, or `in` and `name`); `http` `bearer` (with
 * `bearerFormat`) → `bearer`; `http` `basic` → `basic`, with `username: apiKey` when the scheme
 * says its username is an API key (`x-sdkgen-username: apiKey`, as sdkgen's export writes it, or
 * a description such as "the username is your API key", "base64 of `api_key:`", "API key and
 * secret separated by a colon"); `oauth2` and `openIdConnect` → `bearer` (the access token is
 * what goes on the wire), with a warning that the flows are not run. Reported and skipped:
 * other `http` schemes, `mutualTLS`. A requirement list (an OR of requirement objects) becomes an
 * `auth` list: an object naming one scheme becomes its name, one naming several (an AND) the
 * list of their names, and the empty object (anonymous access as an alternative) `[]`. An
 * alternative naming a scheme that was skipped is dropped, with a warning. `security: []` becomes
 * `auth: []` (no credentials).
 *
 * Client options are left to the manifest's default (generator/ir/client-option.ts: the kind
 * when it has one scheme, else the camelCased scheme name), never taken from `bearerFormat`.
 */
import type { AuthEntry } from '../ir/auth-requirements.ts';
import { defaultClientOption } from '../ir/client-option.ts';
import { camelCase } from '../ir/names.ts';
import { CORE_OPTIONS } from '../manifest/checks/generated-names.ts';
import { PROTOTYPE_MEMBERS, whyReserved } from '../manifest/checks/reserved-names.ts';
import type { Manifest } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord, setOwn } from './openapi-document.ts';
import { showValue } from './warnings.ts';

export type ManifestScheme = Manifest['security']['schemes'][string];

export interface ConvertedSchemes {
  schemes: Record<string, ManifestScheme>;
  /** Document name → manifest name, for the supported schemes (a few are renamed). */
  names: Map<string, string>;
}

/** An RFC 9110 token: what a header or cookie name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Descriptions that say a Basic username is an API key (see the doc comment above). */
const USERNAME_IS_API_KEY = [
  /\buser ?name\b[^.]{0,40}?(?:\bis\b|\bshould be\b|\bmust be\b|:|=)\s*(?:your |the |an? )?(?:[\w-]+ )?api[ _-]?key\b/i,
  /\bapi[ _-]?key`?:(?:`|\s|$)/i,
  /\bapi[ _-]?key and (?:api[ _-]?)?secret\b/i,
];

/**
 * Scheme names that every JavaScript object has (`constructor`) are renamed (`constructorScheme`),
 * and a client option the IR would derive but the client cannot take (one already used, a core
 * option such as `timeout`, a prototype member) is set to one it can; both are reported.
 */
export function convertSecuritySchemes(raw: unknown, ctx: ImportContext): ConvertedSchemes {
  const schemes: Record<string, ManifestScheme> = {};
  const names = new Map<string, string>();
  if (!isRecord(raw)) return { schemes, names };
  const pointers = new Map<string, string>();
  for (const [name, entry] of Object.entries(raw)) {
    const at = pointerTo('/components/securitySchemes', name);
    if (name.trim() === '') {
      ctx.warnings.warn(at, 'a security scheme needs a name; ignored');
      continue;
    }
    const resolved = ctx.refs.resolve(entry, at);
    if (!resolved) continue;
    const scheme = convertScheme(resolved.value, resolved.pointer, ctx);
    if (!scheme) continue;
    let manifestName = name;
    // Away from every name the document uses, so no later scheme finds its own name taken.
    for (let n = 1; PROTOTYPE_MEMBERS.has(manifestName) || (manifestName !== name && (Object.hasOwn(raw, manifestName) || Object.hasOwn(schemes, manifestName))); n++) {
      manifestName = `${name}Scheme${n === 1 ? '' : n}`;
    }
    if (manifestName !== name) ctx.warnings.warn(at, `security scheme "${name}" renamed "${manifestName}": "${name}" ${whyReserved(name)}`);
    setOwn(schemes, manifestName, scheme);
    names.set(name, manifestName);
    pointers.set(manifestName, at);
  }
  settleClientOptions(schemes, pointers, ctx);
  return { schemes, names };
}

/** Gives an explicit `clientOption` to each scheme whose default the client could not take. */
function settleClientOptions(schemes: Record<string, ManifestScheme>, pointers: Map<string, string>, ctx: ImportContext): void {
  const options = new Set<string>();
  const usable = (option: string) => !options.has(option) && !CORE_OPTIONS.has(option) && !PROTOTYPE_MEMBERS.has(option);
  for (const [name, scheme] of Object.entries(schemes)) {
    const derived = defaultClientOption(name, schemes)!;
    if (!usable(derived)) {
      // Two schemes would share the client option the IR derives; name them apart.
      const base = camelCase(name) || 'credential';
      let chosen = base;
      for (let n = 2; !usable(chosen); n++) chosen = `${base}${n}`;
      scheme.clientOption = chosen;
      if (!options.has(derived)) ctx.warnings.warn(pointers.get(name)!, `security scheme "${name}" gets the client option "${chosen}": the option "${derived}" would shadow the client's own ${derived}`);
    }
    options.add(scheme.clientOption ?? derived);
  }
}

function convertScheme(s: Record<string, unknown>, pointer: string, ctx: ImportContext): ManifestScheme | undefined {
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  if (s.type === 'apiKey' && typeof s.name === 'string' && s.name.trim() !== '') {
    const name = s.name.trim();
    if (s.in === 'header' && TOKEN.test(name)) return { type: 'apiKey', header: name, ...description };
    if (s.in === 'query') return { type: 'apiKey', in: 'query', name, ...description };
    if (s.in === 'cookie' && TOKEN.test(name)) return { type: 'apiKey', in: 'cookie', name, ...description };
    // RapidAPI's descriptions name the header for people ("RapidAPI.com API Key").
    if (s.in === 'cookie' || s.in === 'header') {
      ctx.warnings.warn(pointer, `an API key in a ${s.in} named ${JSON.stringify(name)} cannot be sent (a ${s.in} name is an HTTP token); operations that accept only it fall back to the default security`);
      return undefined;
    }
  }
  if (s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'bearer') {
    return { type: 'bearer', ...(typeof s.bearerFormat === 'string' && s.bearerFormat.trim() !== '' ? { bearerFormat: s.bearerFormat.trim() } : {}), ...description };
  }
  if (s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'basic') {
    const keyUsername = s['x-sdkgen-username'] === 'apiKey' || (typeof s.description === 'string' && USERNAME_IS_API_KEY.some((pattern) => pattern.test(s.description as string)));
    return { type: 'basic', ...(keyUsername ? { username: 'apiKey' as const } : {}), ...description };
  }
  if (s.type === 'oauth2' || s.type === 'openIdConnect') {
    // On the wire either one is an access token in `Authorization: Bearer`; obtaining it (the
    // flows, the discovery document) is the application's business, as in other generators.
    ctx.warnings.warn(pointer, `security scheme of type ${s.type} is sent as a bearer access token; the client does not run the ${s.type === 'oauth2' ? 'OAuth 2 flows' : 'OpenID Connect flow'}`);
    return { type: 'bearer', ...description };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : showValue(v));
  const what = s.type === 'apiKey' ? `apiKey in ${text(s.in)}` : s.type === 'http' ? `http ${text(s.scheme)}` : text(s.type);
  ctx.warnings.warn(pointer, `security scheme of type ${what} is not supported; operations that accept only it fall back to the default security`);
  return undefined;
}

/** An OpenAPI requirement list as an `auth` list (of manifest names: see `known`); `undefined` when nothing usable is left. */
export function convertRequirements(
  raw: unknown,
  pointer: string,
  known: ReadonlyMap<string, string>,
  declared: Set<string>,
  ctx: ImportContext,
  fallback = 'the default security applies',
): AuthEntry[] | undefined {
  if (!Array.isArray(raw)) {
    ctx.warnings.warn(pointer, 'expected a list of security requirements; ignored');
    return undefined;
  }
  const names: AuthEntry[] = [];
  const seen = new Set<string>();
  raw.forEach((requirement, i) => {
    const at = pointerTo(pointer, i);
    if (!isRecord(requirement)) return ctx.warnings.warn(at, 'expected a security requirement object; ignored');
    const schemes = Object.keys(requirement);
    const unknown = schemes.find((name) => !declared.has(name));
    if (unknown !== undefined) return ctx.warnings.warn(at, `unknown security scheme "${unknown}"; ${schemes.length > 1 ? 'this alternative is ignored' : 'ignored'}`);
    const converted = schemes.map((name) => known.get(name));
    // Skipped schemes were reported where they are declared; an alternative needing one cannot be met.
    if (converted.some((name) => name === undefined)) return;
    const entry: AuthEntry = converted.length === 1 ? converted[0]! : (converted as string[]);
    const key = typeof entry === 'string' ? entry : `[${[...entry].sort().join(',')}]`;
    if (!seen.has(key)) names.push(entry);
    seen.add(key);
  });
  if (raw.length > 0 && names.length === 0) {
    ctx.warnings.warn(pointer, `none of the accepted security schemes is supported; ${fallback}`);
    return undefined;
  }
  return names;
}
