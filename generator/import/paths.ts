/**
 * Turns an OpenAPI path key into a manifest path: a trailing `/` is dropped, parameter names
 * that are not identifiers (`{pet-id}`) are renamed (`{pet_id}`), and paths the manifest cannot
 * route (`/`, `/files/{name}.{ext}`, characters outside the URL-safe set, a `__proto__`
 * segment) are refused, each with a warning. Renames are returned so the parameters can follow.
 */
import { parsePathTemplate } from '../ir/path-template.ts';
import { whyReserved } from '../manifest/checks/reserved-names.ts';
import type { ImportContext } from './context.ts';

export interface NormalisedPath {
  path: string;
  /** OpenAPI parameter name → manifest name, for the renamed path parameters only. */
  renamed: Map<string, string>;
}

export function normalisePath(raw: string, pointer: string, ctx: ImportContext): NormalisedPath | undefined {
  let path = raw;
  if (path.length > 1 && path.endsWith('/')) {
    path = path.replace(/\/+$/, '');
    ctx.warnings.warn(pointer, `trailing "/" dropped: the manifest path is "${path}"`);
  }
  const renamed = new Map<string, string>();
  path = path.replace(/\{([^{}/]*)\}/g, (whole, name: string) => {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return whole;
    let safe = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'param';
    if (/^[0-9]/.test(safe)) safe = `p${safe}`;
    renamed.set(name, safe);
    ctx.warnings.warn(pointer, `path parameter {${name}} is renamed {${safe}}: manifest parameter names are identifiers`);
    return `{${safe}}`;
  });
  const parsed = parsePathTemplate(path);
  // The server routes by an object keyed by literal segments, where `__proto__` is the prototype.
  const prototypeSegment = parsed.ok && parsed.template.segments.some((s) => s.kind === 'literal' && s.value === '__proto__');
  const problem = !parsed.ok ? parsed.problem : prototypeSegment ? `its segment "__proto__" ${whyReserved('__proto__')}` : undefined;
  if (problem !== undefined) {
    ctx.warnings.warn(pointer, `path ${JSON.stringify(raw)} cannot be expressed in the manifest (${problem}); its operations are skipped`);
    return undefined;
  }
  return { path, renamed };
}
