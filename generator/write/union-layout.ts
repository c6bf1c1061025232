/**
 * The one layout where Biome (write/biome-format.ts) and prettier part ways on generated
 * TypeScript: a union type after `=` or a property's `:` that does not fit on the line.
 *
 * Biome breaks it into one member per line. Prettier first tries the whole union on the next
 * line, indented, and breaks it into members only when it does not fit there either:
 *
 *     source?:                                source?:
 *       | 'github'              becomes         'github' | 'partner';
 *       | 'partner';
 *
 * So a broken union whose members each sit on one line is joined again when it fits in the
 * print width. Members that span lines (object types) are left as Biome broke them: they do not
 * fit on one line in either formatter.
 */

import { stringWidth } from './aligned-tables.ts';

/** Lines ending where a type is about to start: a type alias's `=`, a property's `:` or `?:`. */
const TYPE_STARTS = /(?:^|[^=!<>])=$|\??:$/;
const MEMBER = /^(\s*)\| (.*)$/;

export function joinFittingUnions(text: string, printWidth: number): string {
  if (!text.includes('| ')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    if (!TYPE_STARTS.test(line)) continue;
    const joined = fittingUnion(lines, i + 1, printWidth);
    if (joined === undefined) continue;
    out.push(joined.line);
    i = joined.end;
  }
  return out.join('\n');
}

/** The union starting at `lines[start]`, joined on one line, when all of it fits. */
function fittingUnion(lines: string[], start: number, printWidth: number): { line: string; end: number } | undefined {
  const first = MEMBER.exec(lines[start] ?? '');
  if (!first) return undefined;
  const indent = first[1]!;
  const members: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const member = MEMBER.exec(lines[i]!);
    if (!member || member[1] !== indent || !balanced(member[2]!)) return undefined;
    const text = member[2]!;
    if (text.endsWith(';')) {
      members.push(text.slice(0, -1));
      const line = `${indent}${members.join(' | ')};`;
      return stringWidth(line) <= printWidth ? { line, end: i } : undefined;
    }
    members.push(text);
  }
  return undefined;
}

/** Whether a member opens no bracket it does not close (so it is whole on its line). */
function balanced(text: string): boolean {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{' || char === '(' || char === '[' || char === '<') depth++;
    else if (char === '}' || char === ')' || char === ']' || char === '>') {
      // `=>` in a function type is not a closing bracket.
      if (char === '>' && text[i - 1] === '=') continue;
      if (--depth < 0) return false;
    }
  }
  return depth === 0 && quote === '';
}
