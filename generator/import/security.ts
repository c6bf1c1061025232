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
import type { Manifest } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord, setOwn } from './openapi-document.ts';
import { showValue } from './warnings.ts';

export type ManifestScheme = Manifest['security']['schemes'][string];

export function convertSecuritySchemes(raw: unknown, ctx: ImportContext): Record<string, ManifestScheme> {
  const schemes: Record<string, ManifestScheme> = {};
  if (!isRecord(raw)) return schemes;
  const options = new Set<string>();
  for (const [name, entry] of Object.entries(raw)) {
    if (name.trim() === '') {
      ctx.warnings.warn(pointerTo('/components/securitySchemes', name), 'a security scheme needs a name; ignored');
      continue;
    }
    const resolved = ctx.refs.resolve(entry, pointerTo('/components/securitySchemes', name));
    if (!resolved) continue;
    const scheme = convertScheme(resolved.value, resolved.pointer, ctx);
    if (!scheme) continue;
    // Two schemes of one kind would share the client option the IR derives; name them apart.
    const derived = scheme.type === 'bearer' ? camelCase(scheme.bearerFormat && scheme.bearerFormat !== 'JWT' ? scheme.bearerFormat : 'jwt') : scheme.type;
    if (options.has(derived)) {
      let option = camelCase(name) || 'credential';
      for (let n = 2; options.has(option); n++) option = `${camelCase(name) || 'credential'}${n}`;
      scheme.clientOption = option;
    }
    options.add(scheme.clientOption ?? derived);
    setOwn(schemes, name, scheme);
  }
  return schemes;
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

/** An OpenAPI requirement list as an `auth` list; `undefined` when nothing usable is left. */
export function convertRequirements(
  raw: unknown,
  pointer: string,
  known: Record<string, ManifestScheme>,
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
    if (Object.hasOwn(known, name) && !names.includes(name)) names.push(name);
  });
  if (raw.length > 0 && names.length === 0) {
    ctx.warnings.warn(pointer, `none of the accepted security schemes is supported; ${fallback}`);
    return undefined;
  }
  return names;
}
