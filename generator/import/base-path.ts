/**
 * The manifest's `basePath`: the longest run of literal segments every operation path starts
 * with (`/api/v2` for `/api/v2/pets` and `/api/v2/stores/{id}`), or `/` when they share none.
 */
import type { PathTemplate } from '../ir/types.ts';

export function commonBasePath(templates: PathTemplate[]): string {
  const first = templates[0];
  if (!first) return '/';
  const prefix: string[] = [];
  for (let i = 0; i < first.segments.length; i++) {
    const segment = first.segments[i]!;
    // The empty segment of a trailing `/` ends the path; it is no prefix.
    if (segment.kind !== 'literal' || segment.value === '') break;
    // A segment carrying the `:action` is not a plain prefix segment.
    if (i === first.segments.length - 1 && first.action) break;
    const shared = templates.every((t) => {
      const s = t.segments[i];
      return s?.kind === 'literal' && s.value === segment.value && !(i === t.segments.length - 1 && t.action);
    });
    if (!shared) break;
    prefix.push(segment.value);
  }
  return `/${prefix.join('/')}`;
}
