/**
 * Where Biome (write/biome-format.ts) and prettier lay out an interface header that does not
 * fit, e.g. a long client name's `…ClientOptions extends ClientRuntimeOptions {`.
 *
 * Biome moves `extends` to its own line. Prettier never does: without type parameters it leaves
 * the header long, and with them it breaks the type parameters instead:
 *
 *     export interface LongName<P = 2>          export interface LongName<
 *       extends Base {                 becomes     P = 2,
 *                                                 > extends Base {
 */

const HEADER = /^(\s*(?:export )?(?:declare )?interface [\w$]+)(?:<(.*)>)?$/;
const EXTENDS = /^\s+(extends .*\{\}?)$/;

export function prettierInterfaceHeaders(text: string): string {
  if (!/\n\s+extends /.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i]!);
    const heritage = header && EXTENDS.exec(lines[i + 1] ?? '');
    if (!header || !heritage) {
      out.push(lines[i]!);
      continue;
    }
    const [, start, typeParameters] = header;
    if (typeParameters === undefined) out.push(`${start} ${heritage[1]}`);
    else {
      const indent = /^\s*/.exec(start!)![0];
      out.push(`${start}<`, ...topLevelParts(typeParameters).map((part) => `${indent}  ${part},`), `${indent}> ${heritage[1]}`);
    }
    i++;
  }
  return out.join('\n');
}

/** `A extends B<C, D> = E, F` split at its top-level commas. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '<' || char === '(' || char === '[' || char === '{') depth++;
    else if ((char === '>' && list[i - 1] !== '=') || char === ')' || char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}
