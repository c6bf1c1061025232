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

const MEMBER = /^([^\S\n]*)\| (.*)$/;

/** A line ending where a type is about to start (a type alias's `=`, a property's `:` or `?:`), then a union member's line. */
const UNION_START = /(=|:)\n([^\S\n]*)\| /g;
/** The line holding a `=` that ends it must not make it `==`, `!=`, `<=`, `>=` (then it is no type alias). */
const NOT_ASSIGNMENT = /[=!<>]/;

/**
 * Only where a line ends with `=` or `:` and the next starts a union is anything looked at, and
 * the text is copied in runs between the unions joined: a large client's types are megabytes.
 */
export function joinFittingUnions(text: string, printWidth: number): string {
  if (!text.includes('| ')) return text;
  const parts: string[] = [];
  let copied = 0;
  UNION_START.lastIndex = 0;
  for (let match = UNION_START.exec(text); match !== null; match = UNION_START.exec(text)) {
    const end = match.index; // the `=` or `:`
    if (match[1] === '=' && end > 0 && text[end - 1] !== '\n' && NOT_ASSIGNMENT.test(text[end - 1]!)) continue;
    const joined = fittingUnion(text, end + 2, match[2]!, printWidth);
    if (joined === undefined) {
      // The member line may itself end a line a union follows: look again from its start.
      UNION_START.lastIndex = end + 2;
      continue;
    }
    parts.push(text.slice(copied, end + 2), joined.line);
    copied = joined.end;
    UNION_START.lastIndex = joined.end;
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * The union whose first member's line starts at `start`, joined on one line, when all of it
 * fits; `end` is where the line after its last member ends (its `\n`, or the end of the text).
 */
function fittingUnion(text: string, start: number, indent: string, printWidth: number): { line: string; end: number } | undefined {
  const members: string[] = [];
  for (let lineStart = start; ; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const member = MEMBER.exec(text.slice(lineStart, lineEnd));
    if (!member || member[1] !== indent || !balanced(member[2]!)) return undefined;
    const memberText = member[2]!;
    if (memberText.endsWith(';')) {
      members.push(memberText.slice(0, -1));
      const line = `${indent}${members.join(' | ')};`;
      return stringWidth(line) <= printWidth ? { line, end: lineEnd } : undefined;
    }
    members.push(memberText);
    if (newline === -1) return undefined;
    lineStart = newline + 1;
  }
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
