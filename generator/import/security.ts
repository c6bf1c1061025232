/**
 * Converts `components/securitySchemes` and security requirements. Supported: `apiKey` in a
 * header → `apiKey`; `http` `bearer` (with `bearerFormat`) → `bearer`; `http` `basic` → `basic`.
 * Reported and skipped: `apiKey` in a query or cookie, other `http` schemes, `oauth2`,
 * `openIdConnect`, `mutualTLS`. A requirement list (an OR of requirement objects) becomes an
 * `auth` list; an object naming several schemes (an AND) and the empty object (anonymous
 * access as an alternative) cannot be expressed and are reported. `security: []` becomes
 * `auth: []` (no credentials).
 */
import { camelCase } from '../ir/names.ts';
import { CORE_OPTIONS, defaultClientOption } from '../manifest/checks/generated-names.ts';
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

/**
 * Scheme names that every JavaScript object has (`constructor`) are renamed (`constructorScheme`),
 * and a client option the IR would derive but the client cannot take (one already used, a core
 * option such as `timeout`, a prototype member) is set to one it can; both are reported.
 */
export function convertSecuritySchemes(raw: unknown, ctx: ImportContext): ConvertedSchemes {
  const schemes: Record<string, ManifestScheme> = {};
  const names = new Map<string, string>();
  if (!isRecord(raw)) return { schemes, names };
  const options = new Set<string>();
  const usable = (option: string) => !options.has(option) && !CORE_OPTIONS.has(option) && !PROTOTYPE_MEMBERS.has(option);
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
    const derived = defaultClientOption(scheme);
    if (derived !== undefined && !usable(derived)) {
      // Two schemes of one kind would share the client option the IR derives; name them apart.
      const base = camelCase(name) || 'credential';
      let chosen = base;
      for (let n = 2; !usable(chosen); n++) chosen = `${base}${n}`;
      scheme.clientOption = chosen;
      if (!options.has(derived)) ctx.warnings.warn(at, `security scheme "${name}" gets the client option "${chosen}": the option "${derived}" would shadow the client's own ${derived}`);
    }
    const option = scheme.clientOption ?? derived;
    if (option !== undefined) options.add(option);
    setOwn(schemes, manifestName, scheme);
    names.set(name, manifestName);
  }
  return { schemes, names };
}

function convertScheme(s: Record<string, unknown>, pointer: string, ctx: ImportContext): ManifestScheme | undefined {
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  if (s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string' && s.name.trim() !== '') return { type: 'apiKey', header: s.name.trim(), ...description };
  if (s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'bearer') {
    return { type: 'bearer', ...(typeof s.bearerFormat === 'string' && s.bearerFormat.trim() !== '' ? { bearerFormat: s.bearerFormat.trim() } : {}), ...description };
  }
  if (s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'basic') return { type: 'basic', ...description };
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
): string[] | undefined {
  if (!Array.isArray(raw)) {
    ctx.warnings.warn(pointer, 'expected a list of security requirements; ignored');
    return undefined;
  }
  const names: string[] = [];
  raw.forEach((requirement, i) => {
    const at = pointerTo(pointer, i);
    if (!isRecord(requirement)) return ctx.warnings.warn(at, 'expected a security requirement object; ignored');
    const schemes = Object.keys(requirement);
    if (schemes.length === 0) return ctx.warnings.warn(at, 'anonymous access as an alternative ({}) is not supported; credentials are required');
    if (schemes.length > 1) return ctx.warnings.warn(at, `requiring several schemes together (${schemes.join(' and ')}) is not supported; this alternative is ignored`);
    const name = schemes[0]!;
    if (!declared.has(name)) return ctx.warnings.warn(at, `unknown security scheme "${name}"; ignored`);
    const manifestName = known.get(name);
    if (manifestName !== undefined && !names.includes(manifestName)) names.push(manifestName);
  });
  if (raw.length > 0 && names.length === 0) {
    ctx.warnings.warn(pointer, `none of the accepted security schemes is supported; ${fallback}`);
    return undefined;
  }
  return names;
}
