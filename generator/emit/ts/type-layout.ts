/**
 * How prettier breaks the type texts generated signatures and aliases hold, when they do not fit
 * on their line: a union one member per line after `| `, the arguments of a generic type one per
 * line, a plain name not at all. Only types built from plain names, string literals and these
 * two forms are laid out; anything else (object types, functions, nested unions) is left to the
 * formatter (undefined).
 */

/**
 * `text` split at `separator` where it is outside brackets and quotes; undefined where a bracket
 * closes one it did not open, or one is left open (`A<B> & C<D>` read as `A<…>`).
 */
export function splitTopLevel(text: string, separator: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if ('<([{'.includes(char)) depth++;
    else if ('>)]}'.includes(char)) {
      if (--depth < 0) return undefined;
    } else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return depth === 0 ? parts : undefined;
}

/** A name (`operations.Item`, `Item[]`), a string literal, or `Record<string, unknown>`: types prettier never breaks. */
const PLAIN = /^(?:[\w$.]+(?:\[\])*|'(?:[^'\\]|\\.)*'|Record<string, unknown>)$/;

export const isPlainType = (type: string): boolean => PLAIN.test(type);

/** `Name<a, b>` as its name and arguments, when the whole type is one generic type. */
export function genericParts(type: string): { name: string; args: string[] } | undefined {
  const match = /^([\w$.]+)<(.*)>$/.exec(type);
  const args = match && splitTopLevel(match[2]!, ', ');
  return args ? { name: match[1]!, args } : undefined;
}

/** The members of a union of plain types, or undefined. */
export function plainUnion(type: string): string[] | undefined {
  const members = splitTopLevel(type, ' | ');
  return members && members.length > 1 && members.every(isPlainType) ? members : undefined;
}

/**
 * The arguments of `Name<…>` broken one per line (indented two more columns, no trailing comma),
 * each whole where it fits, else a union one member per line after `| `; a lone union argument
 * on its own line or one member per line. `fits` says whether a line at that relative
 * indentation fits. Undefined where an argument fits neither way (a long name, a long generic).
 */
export function brokenTypeArguments(args: readonly string[], fits: (line: string, indent: number) => boolean): string | undefined {
  if (args.length === 1) {
    const members = plainUnion(args[0]!);
    if (!members) return undefined;
    if (fits(args[0]!, 2)) return `\n  ${args[0]}\n`;
    const broken = brokenUnion(members, '', fits);
    return broken === undefined ? undefined : `\n${broken}\n`;
  }
  const lines: string[] = [];
  for (const [index, arg] of args.entries()) {
    // What follows an argument up to the line break counts: its comma.
    const comma = index < args.length - 1 ? ',' : '';
    if (fits(`${arg}${comma}`, 2)) {
      lines.push(`  ${arg}`);
      continue;
    }
    const members = splitTopLevel(arg, ' | ');
    const broken = members && members.length > 1 ? brokenUnion(members, comma, fits) : undefined;
    if (broken === undefined) return undefined;
    lines.push(broken);
  }
  return `\n${lines.join(',\n')}\n`;
}

/**
 * A union argument one member per line after `| `, indented two columns; `end` (its comma, if
 * any) follows the last member. Undefined where a member fits neither way.
 */
function brokenUnion(members: readonly string[], end: string, fits: (line: string, indent: number) => boolean): string | undefined {
  const broken = members.map((member, i) => unionMemberText(member, i === members.length - 1 ? end : '', fits));
  return broken.includes(undefined) ? undefined : broken.map((member) => indentLines(member!, '  ')).join('\n');
}

/**
 * `| member` of a union broken one member per line, `end` counting toward its line's width; a
 * generic member that does not fit has its own arguments broken, two columns past its `| `
 * (`| Reply<⏎    Body,⏎    200⏎  >`), as prettier prints Kubernetes' long reply unions.
 */
function unionMemberText(member: string, end: string, fits: (line: string, indent: number) => boolean): string | undefined {
  if (fits(`| ${member}${end}`, 2)) return `| ${member}`;
  const generic = genericParts(member);
  if (!generic || generic.args.length < 2) return undefined;
  const args = brokenTypeArguments(generic.args, (line, extra) => fits(line, 4 + extra));
  return args === undefined ? undefined : `| ${generic.name}<${indentLines(args, '  ')}  >`;
}

/** `text` with `pad` before each line that is not empty. */
export const indentLines = (text: string, pad: string) => text.replace(/^(?=.)/gm, pad);
