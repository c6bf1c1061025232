/**
 * prettier's layout of a member or type alias whose type is an object type written over several
 * lines, as schemaToTs writes one whose properties have doc comments (and the server's handler
 * inputs write theirs): `{`, then each member with its comment on lines of their own, two
 * columns in, then `}`. prettier keeps such an object expanded, since its `{` is followed by a
 * line break, and lays each member out as an interface member (layouts.ts `memberText`); nested
 * objects the same way, recursively.
 *
 * The rough text has no indentation of its own (`{\n/** doc *\/\nname: T;\n}`): this gives each
 * line its own. An object written on one line that does not fit is written over several lines
 * first. Anything else (an object inside `Array<…>`, a union of objects, an intersection)
 * returns undefined, and the file is left to the formatter.
 */
import type { Laid } from './layouts.ts';
import { memberText, tooLong } from './layouts.ts';
import { indentLines, splitTopLevel } from './type-layout.ts';

/**
 * `head<operator> {…};`, e.g. `params: {…};` (operator `:`) or `export type X = {…};` (` =`),
 * or an array of the object (`{…}[]`). An object in a union with `null` or `void` stays where it
 * is (`{…} | null`); with anything else (`{…} | undefined`) the union breaks, one member per
 * line, the object indented under its `|`.
 */
export function objectTypeAfter(head: string, operator: string, type: string, indentation: number): Laid | undefined {
  const close = type.lastIndexOf('\n}');
  if (close < 0) return undefined;
  const object = type.slice(0, close + 2);
  const others = type.slice(close + 2);
  const alternatives = others.startsWith(' | ') ? others.slice(3).split(' | ') : undefined;
  // Alone, as an array (`{…}[]`) or with `null`/`void`, the object stays beside the name.
  if (/^(?:\[\])*$/.test(others) || alternatives?.every((alternative) => alternative === 'null' || alternative === 'void')) {
    const body = objectLines(object, indentation);
    return body && { text: `${head}${operator} ${body.text}${others};`, longLines: body.longLines };
  }
  if (!alternatives?.every((alternative) => /^[\w$.]+$/.test(alternative))) return undefined;
  const body = objectLines(object, indentation + 4);
  if (!body || alternatives.some((alternative) => tooLong(`  | ${alternative};`, indentation))) return undefined;
  const union = [`  | ${body.text.replace(/\n(?=.)/g, '\n    ')}`, ...alternatives.map((alternative) => `  | ${alternative}`)];
  return { text: `${head}${operator}\n${union.join('\n')};`, longLines: body.longLines };
}

/** `{`, the members two columns in, `}`; undefined unless `type` is one multi-line object type. */
function objectLines(type: string, indentation: number): Laid | undefined {
  if (!type.startsWith('{\n') || !type.endsWith('\n}')) return undefined;
  const members = splitMembers(type.slice(2, -2));
  if (!members || members.length === 0) return undefined;
  const lines: string[] = [];
  const longLines: string[] = [];
  for (const { docs, text } of members) {
    for (const doc of docs) lines.push(...docLines(doc));
    const member = memberLayout(text, indentation + 2);
    if (!member) return undefined;
    lines.push(member.text);
    longLines.push(...member.longLines);
  }
  return { text: `{\n${indentLines(lines.join('\n'), '  ')}\n}`, longLines };
}

/** One member, `name?: Type`, without its `;`. */
function memberLayout(text: string, indentation: number): Laid | undefined {
  const colon = keyEnd(text);
  if (colon === undefined || text[colon] !== ':' || text[colon + 1] !== ' ') return undefined;
  return objectMemberText(text.slice(0, colon), text.slice(colon + 2), indentation);
}

/**
 * `name?: Type;` in an interface or object type: as memberText lays it out, or where the type is
 * an object, as above; one written on one line that does not fit breaks one member per line.
 */
export function objectMemberText(head: string, type: string, indentation: number): Laid | undefined {
  if (type.includes('\n')) return objectTypeAfter(head, ':', type, indentation);
  const laid = memberText(head, type, indentation);
  if (laid) return laid;
  const expanded = expandedObject(type);
  return expanded === undefined ? undefined : objectTypeAfter(head, ':', expanded, indentation);
}

/** `{ a: A; b?: B }[]` written over several lines, as schemaToTs writes documented objects; else undefined. */
function expandedObject(type: string): string | undefined {
  const match = /^\{ (.*) \}((?:\[\])*)$/.exec(type);
  const members = match && splitTopLevel(match[1]!, '; ');
  if (!members || members.some((member) => member === '' || member.includes('\n'))) return undefined;
  return `{\n${members.join(';\n')};\n}${match![2]}`;
}

/** Where a member's key (with its `?`) ends: a name, a quoted name, or `[key: string]`. */
function keyEnd(text: string): number | undefined {
  let i = 0;
  if (text[0] === "'" || text[0] === '"') {
    i = stringEnd(text, 0);
    if (i < 0) return undefined;
  } else if (text[0] === '[') {
    i = text.indexOf(']') + 1;
    if (i === 0) return undefined;
  } else {
    while (i < text.length && /[\w$]/.test(text[i]!)) i++;
  }
  if (text[i] === '?') i++;
  return i;
}

/** The index just past the string literal that opens at `start`, or -1 if it does not close. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
    else if (text[i] === '\n') return -1;
  }
  return -1;
}

interface RawMember {
  docs: string[];
  text: string;
}

/**
 * The members of an object type's body, each with the doc comments above it: a member ends at a
 * `;` outside strings, comments and nested braces. Undefined for text this does not read (a
 * template literal type, a line comment, unbalanced braces).
 */
function splitMembers(body: string): RawMember[] | undefined {
  const members: RawMember[] = [];
  let docs: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === "'" || char === '"') {
      const end = stringEnd(body, i);
      if (end < 0) return undefined;
      if (start < 0) start = i;
      i = end - 1;
    } else if (char === '`') return undefined;
    else if (char === '/' && body[i + 1] === '/') return undefined;
    else if (char === '/' && body[i + 1] === '*') {
      const end = body.indexOf('*/', i + 2);
      if (end < 0) return undefined;
      if (depth === 0 && start < 0) docs.push(body.slice(i, end + 2));
      else if (start < 0) start = i;
      i = end + 1;
    } else if (char === '{') {
      if (start < 0) start = i;
      depth++;
    } else if (char === '}') {
      if (--depth < 0) return undefined;
    } else if (char === ';' && depth === 0) {
      if (start < 0) return undefined;
      members.push({ docs, text: body.slice(start, i) });
      docs = [];
      start = -1;
    } else if (start < 0 && char !== '\n' && char !== ' ') start = i;
  }
  // Every member ends with `;`, and no comment is left without one.
  return depth === 0 && start < 0 && docs.length === 0 ? members : undefined;
}

/** A doc comment's lines as prettier indents them: ` * ` lines one column in. */
function docLines(doc: string): string[] {
  const lines = doc.split('\n');
  if (lines.length === 1) return [doc];
  return lines.map((line, index) => (index === 0 ? line.trim() : ` ${line.trim()}`));
}
