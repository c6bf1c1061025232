/**
 * Parses an operation's `path` into segments and an AIP-136 custom-method action
 * (`/api/data/{dataUrn}:createDownloadUrl` → [literal api, literal data, param dataUrn] + action).
 * The manifest checker reports the problems; the IR builder uses the parsed form.
 */
import type { PathSegment, PathTemplate } from './types.ts';

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const LITERAL = /^[A-Za-z0-9._~-]+$/;
const ACTION = /^[a-z][A-Za-z0-9]*$/;

export type PathParse = { ok: true; template: PathTemplate } | { ok: false; problem: string };

export function parsePathTemplate(raw: string): PathParse {
  if (!raw.startsWith('/')) return { ok: false, problem: `expected a path starting with "/", got ${JSON.stringify(raw)}` };
  if (/[?#\s]/.test(raw)) return { ok: false, problem: `a path may not contain "?", "#" or spaces, got ${JSON.stringify(raw)}` };
  const parts = raw.slice(1).split('/');
  const segments: PathSegment[] = [];
  let action: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!;
    const last = i === parts.length - 1;
    if (part === '') return { ok: false, problem: `empty path segment in ${JSON.stringify(raw)}` };
    const colon = part.indexOf(':');
    if (colon !== -1) {
      if (!last) return { ok: false, problem: `a ":action" may only end the path, found in segment ${JSON.stringify(part)}` };
      const verb = part.slice(colon + 1);
      if (!ACTION.test(verb)) {
        return { ok: false, problem: `expected a custom method like ":archive" (a lowercase letter, then letters or digits), got ${JSON.stringify(`:${verb}`)}` };
      }
      action = verb;
      part = part.slice(0, colon);
      if (part === '') return { ok: false, problem: `a ":action" needs a segment before it, got ${JSON.stringify(parts[i])}` };
    }
    if (part === '.' || part === '..') {
      return { ok: false, problem: `a path may not contain "." or ".." segments: URL parsers remove them, got ${JSON.stringify(raw)}` };
    }
    const param = PARAM.exec(part);
    if (param) segments.push({ kind: 'param', name: param[1]! });
    else if (part.includes('{') || part.includes('}')) {
      return { ok: false, problem: `expected a whole-segment parameter like "{projectId}", got ${JSON.stringify(part)}` };
    } else if (!LITERAL.test(part)) {
      return { ok: false, problem: `path segment ${JSON.stringify(part)} has characters outside A-Z a-z 0-9 . _ ~ -` };
    } else segments.push({ kind: 'literal', value: part });
  }
  return { ok: true, template: { raw, segments, ...(action ? { action } : {}) } };
}

/** Names of the `{params}` of a template, in order. */
export function pathParamNames(template: PathTemplate): string[] {
  return template.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/** The same route with parameter names erased, to find two paths that match the same URLs. */
export function routeShape(template: PathTemplate): string {
  const body = template.segments.map((s) => (s.kind === 'param' ? '{}' : s.value)).join('/');
  return `/${body}${template.action ? `:${template.action}` : ''}`;
}
