/**
 * Parses an operation's `path` into segments and an AIP-136 custom-method action
 * (`/api/data/{dataUrn}:createDownloadUrl` → [literal api, literal data, param dataUrn] + action).
 * The manifest checker reports the problems; the IR builder uses the parsed form.
 *
 * What a path may hold:
 * - the root `/` (no segments);
 * - a trailing `/` (`/annotation_layer/`, as Django and Flask APIs route), kept as a last literal
 *   segment that is empty, so the client sends it and the server routes `/a/` apart from `/a`;
 * - literal segments of RFC 3986 unreserved characters and the sub-delims a path segment may
 *   carry as they are (`! $ & ' ( ) * + , ; =` and `@`), so OData's `$count` and `$metadata`;
 * - whole-segment parameters `{orderId}`, and parameters inside literal text:
 *   `Businesses({key})`, `{name}.{ext}`, `{name}:{verb}` (a `:` is an action only when what
 *   follows the last `:` of the path is an action name; otherwise it is literal text);
 * - two parameters in one segment need literal text between them, because a value ends at the
 *   first occurrence of the literal that follows it (the client percent-encodes that literal's
 *   first character inside the value, so the split is exact). `{a}{b}` has no such rule.
 */
import type { PathSegment, PathTemplate } from './types.ts';

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Unreserved characters and the sub-delims (plus `@`) that stand for themselves in a segment. */
const LITERAL = /^[A-Za-z0-9._~!$&'()*+,;=@-]+$/;
/** Literal text next to a parameter may also hold `:` (`{name}:{verb}`). */
const LITERAL_BESIDE_PARAM = /^[A-Za-z0-9._~!$&'()*+,;=@:-]*$/;
const LITERAL_CHARACTERS = `A-Z a-z 0-9 . _ ~ - and ! $ & ' ( ) * + , ; = @`;
const ACTION = /^[a-z][A-Za-z0-9]*$/;

export type PathParse = { ok: true; template: PathTemplate } | { ok: false; problem: string };
type SegmentParse = { ok: true; segment: PathSegment } | { ok: false; problem: string };

/**
 * Parses seen so far, by path. The manifest checks, the importer and the IR builder each parse
 * every operation's path (seven times an operation in all); results are frozen, as they are
 * shared. Cleared when full, so a long-running process does not keep every path it ever saw.
 */
const parsed = new Map<string, PathParse>();
const MAX_PARSED = 100_000;

export function parsePathTemplate(raw: string): PathParse {
  let parse = parsed.get(raw);
  if (parse === undefined) {
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parse = parseUncached(raw);
    if (parse.ok) freezeTemplate(parse.template);
    parsed.set(raw, Object.freeze(parse));
  }
  return parse;
}

function freezeTemplate(template: PathTemplate): void {
  for (const segment of template.segments) {
    if (segment.kind === 'mixed') (Object.freeze(segment.literals), Object.freeze(segment.params));
    Object.freeze(segment);
  }
  Object.freeze(template.segments);
  Object.freeze(template);
}

function parseUncached(raw: string): PathParse {
  if (!raw.startsWith('/')) return { ok: false, problem: `expected a path starting with "/", got ${JSON.stringify(raw)}` };
  if (/[?#\s]/.test(raw)) return { ok: false, problem: `a path may not contain "?", "#" or spaces, got ${JSON.stringify(raw)}` };
  if (raw === '/') return { ok: true, template: { raw, segments: [] } };
  const parts = raw.slice(1).split('/');
  const segments: PathSegment[] = [];
  let action: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!;
    const last = i === parts.length - 1;
    if (part === '' && last && i > 0) {
      segments.push({ kind: 'literal', value: '' });
      continue;
    }
    if (part === '') return { ok: false, problem: `empty path segment in ${JSON.stringify(raw)}` };
    const colon = part.lastIndexOf(':');
    const hasParam = part.includes('{');
    if (colon !== -1 && last && !part.slice(colon + 1).includes('{')) {
      const verb = part.slice(colon + 1);
      if (!ACTION.test(verb)) {
        return { ok: false, problem: `expected a custom method like ":archive" (a lowercase letter, then letters or digits), got ${JSON.stringify(`:${verb}`)}` };
      }
      action = verb;
      part = part.slice(0, colon);
      if (part === '') return { ok: false, problem: `a ":action" needs a segment before it, got ${JSON.stringify(parts[i])}` };
    } else if (colon !== -1 && !hasParam) {
      return { ok: false, problem: `a ":action" may only end the path, found in segment ${JSON.stringify(part)}` };
    }
    if (part === '.' || part === '..') {
      return { ok: false, problem: `a path may not contain "." or ".." segments: URL parsers remove them, got ${JSON.stringify(raw)}` };
    }
    const segment = parseSegment(part);
    if (!segment.ok) return segment;
    segments.push(segment.segment);
  }
  return { ok: true, template: { raw, segments, ...(action ? { action } : {}) } };
}

/** One segment without its action: literal, `{param}`, or literal text around parameters. */
function parseSegment(part: string): SegmentParse {
  if (!part.includes('{') && !part.includes('}')) {
    if (!LITERAL.test(part)) return { ok: false, problem: `path segment ${JSON.stringify(part)} has characters outside ${LITERAL_CHARACTERS}` };
    return { ok: true, segment: { kind: 'literal', value: part } };
  }
  const literals: string[] = [];
  const params: string[] = [];
  let rest = part;
  for (;;) {
    const open = rest.indexOf('{');
    const text = open === -1 ? rest : rest.slice(0, open);
    if (text.includes('}')) return { ok: false, problem: `unmatched "}" in path segment ${JSON.stringify(part)}` };
    if (!LITERAL_BESIDE_PARAM.test(text)) {
      return { ok: false, problem: `path segment ${JSON.stringify(part)} has characters outside ${LITERAL_CHARACTERS} and : around its parameters` };
    }
    if (params.length > 0 && open !== -1 && text === '') {
      return {
        ok: false,
        problem: `parameters {${params[params.length - 1]}} and {${rest.slice(1, rest.indexOf('}'))}} in path segment ${JSON.stringify(part)} need literal text between them to tell where one ends`,
      };
    }
    literals.push(text);
    if (open === -1) break;
    const close = rest.indexOf('}', open);
    if (close === -1) return { ok: false, problem: `unmatched "{" in path segment ${JSON.stringify(part)}` };
    const name = rest.slice(open + 1, close);
    if (!PARAM_NAME.test(name)) {
      return { ok: false, problem: `expected a parameter name like "{projectId}" (a letter or "_", then letters, digits or "_"), got ${JSON.stringify(`{${name}}`)}` };
    }
    params.push(name);
    rest = rest.slice(close + 1);
  }
  if (params.length === 1 && literals[0] === '' && literals[1] === '') return { ok: true, segment: { kind: 'param', name: params[0]! } };
  return { ok: true, segment: { kind: 'mixed', literals, params } };
}

/** Names of the `{params}` of a template, in order. */
export function pathParamNames(template: PathTemplate): string[] {
  // A loop, not flatMap: asked several times for every operation, and flatMap makes a list per segment.
  const names: string[] = [];
  for (const segment of template.segments) {
    if (segment.kind === 'param') names.push(segment.name);
    else if (segment.kind === 'mixed') names.push(...segment.params);
  }
  return names;
}

/** The literal values of a template's all-literal segments, in order. */
export function literalSegments(template: PathTemplate): string[] {
  return template.segments.flatMap((s) => (s.kind === 'literal' ? [s.value] : []));
}

/** The same route with parameter names erased, to find two paths that match the same URLs. */
export function routeShape(template: PathTemplate): string {
  const body = template.segments.map((s) => (s.kind === 'param' ? '{}' : s.kind === 'mixed' ? s.literals.join('{}') : s.value)).join('/');
  return `/${body}${template.action ? `:${template.action}` : ''}`;
}
