/**
 * Turns an OpenAPI path key into a manifest path: a trailing `/` is kept (one), parameter names
 * that are not identifiers (`{pet-id}`) are renamed (`{pet_id}`), names and constants after `#`
 * or `?` are returned (see `path-key-extras.ts`), and paths
 * the manifest cannot route (other text after `#` or `?`, `{a}{b}`, characters outside the segment-safe set, a `__proto__` segment,
 * a parameter named twice) are
 * refused, each with a warning of one kind per reason. Renames are returned so the parameters
 * can follow.
 */
import { parsePathTemplate } from '../ir/path-template.ts';
import { whyReserved } from '../manifest/checks/reserved-names.ts';
import type { ImportContext } from './context.ts';
import { type PathKeyExtras, pathKeyExtras } from './path-key-extras.ts';

/** The names and constants of a path key (path-key-extras.ts). */
export type PathKeySelectors = Omit<Extract<PathKeyExtras, { kind: 'selectors' }>, 'kind' | 'path'>;

export interface NormalisedPath {
  path: string;
  /** Names and `name=value` constants the key carried after `#` or `?`, which may select the operation (`operations[].match`). */
  selectors?: PathKeySelectors;
  /** OpenAPI parameter name → manifest name, for the renamed path parameters only. */
  renamed: Map<string, string>;
}

/** A parameter the path names twice (`/a/{id}/b/{id}`, also after renaming), said as a reason, or undefined. */
function repeatedParameter(path: string): string | undefined {
  const seen = new Set<string>();
  for (const [, name] of path.matchAll(/\{([^{}/]*)\}/g)) {
    if (seen.has(name!)) return `path parameter {${name}} appears twice, and a manifest path names each parameter once`;
    seen.add(name!);
  }
  return undefined;
}

export function normalisePath(raw: string, pointer: string, ctx: ImportContext): NormalisedPath | undefined {
  const extras = pathKeyExtras(raw);
  if (extras.kind === 'refused') {
    ctx.warnings.warn(pointer, `path ${JSON.stringify(raw)} cannot be expressed in the manifest: ${extras.reason}; its operations are skipped`);
    return undefined;
  }
  let path = raw;
  if (extras.kind === 'selectors') path = extras.path || '/';
  // One trailing `/` is part of the route (Django and Flask tell `/a/` from `/a`); more are one.
  if (path.length > 2 && path.endsWith('//')) {
    path = `${path.replace(/\/+$/, '')}/`;
    ctx.warnings.warn(pointer, `repeated trailing "/" made one: the manifest path is "${path}"`);
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
  const problem = !parsed.ok
    ? parsed.problem
    : prototypeSegment
      ? `its segment "__proto__" ${whyReserved('__proto__')}`
      : repeatedParameter(path);
  if (problem !== undefined) {
    ctx.warnings.warn(pointer, `path ${JSON.stringify(raw)} cannot be expressed in the manifest (${problem}); its operations are skipped`);
    return undefined;
  }
  return { path, renamed, ...(extras.kind === 'selectors' ? { selectors: { marker: extras.marker, pairs: extras.pairs, names: extras.names } } : {}) };
}
