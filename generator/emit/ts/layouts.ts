/**
 * prettier's layout of the statements the client's operation and resource files are made of, so
 * that a file of only these needs no formatter (print-structures.ts marks it final): imports,
 * function and method signatures, calls, type aliases, interface members and data constants.
 * Each takes the column its text starts at and returns the text laid out, its later lines
 * indented from that column (the writer adds the column, as to any text), with the lines that
 * prettier too leaves past the print width (a name that cannot break). It returns undefined
 * where the text holds what these layouts do not cover (an object type, a function type, a long
 * list of numbers): the file is then formatted. test/emit/ts/layouts.test.ts holds each layout
 * to prettier's output, and test/write/final-form.test.ts every final file generated.
 */
import type { WriterFunction } from 'ts-morph';
import { stringWidth } from '../../write/aligned-tables.ts';
import { PRINT_WIDTH } from '../../write/prettier-options.ts';
import { scalarText } from '../json-text.ts';
import { dataText } from './data-layout.ts';
import { type Doc, group, ifBreak, indent, join, line, printDoc, softline } from './doc-printer.ts';
import { brokenTypeArguments, genericParts, indentLines, isPlainType, plainUnion } from './type-layout.ts';

/** A call statement, `return client.send<T>(spec, params, options);`: its arguments break one per line when long. */
export interface CallLayout {
  /** What comes before the callee, e.g. `return `. */
  prefix: string;
  callee: string;
  /** `<T>` or ''. */
  typeArguments: string;
  args: string[];
}

/** A statement the printer lays out (a writer function to ts-morph's types, which only print-structures.ts prints). */
export function callStatement(call: CallLayout): WriterFunction {
  return Object.assign(() => notPrintable(), { call }) as WriterFunction;
}

/** A constant's initializer given as data, laid out with the declaration (data-layout.ts). */
export function dataInitializer(value: unknown): WriterFunction {
  return Object.assign(() => notPrintable(), { data: value }) as WriterFunction;
}

function notPrintable(): never {
  throw new Error('internal: a laid-out statement is printed by print-structures.ts only');
}

export const laidOutCall = (statement: unknown): CallLayout | undefined => (statement as { call?: CallLayout } | undefined)?.call;
export const laidOutData = (initializer: unknown): { data: unknown } | undefined =>
  typeof initializer === 'function' && 'data' in initializer ? (initializer as { data: unknown }) : undefined;

/** A parenthesised, comma-separated list that breaks one item per line with a trailing comma. */
function list(items: readonly string[]): Doc {
  if (items.length === 0) return '()';
  return group(['(', indent([softline, join([',', line], items)]), ifBreak(','), softline, ')']);
}

export function importText(names: readonly string[], module: string, typeOnly: boolean): Laid {
  return moduleText(`import ${typeOnly ? 'type ' : ''}`, names, module);
}

/** `export { A, type B } from './a.ts';`, laid out as an import is. */
export function exportText(names: readonly string[], module: string): Laid {
  return moduleText('export ', names, module);
}

/** `head{ names } from 'module';` on one line, else one name per line. */
function moduleText(head: string, names: readonly string[], module: string): Laid {
  const from = ` from ${scalarText(module)};`;
  // prettier never breaks a list of one name.
  if (names.length === 1) return laid(`${head}{ ${names[0]} }${from}`, [`${head}{ ${names[0]} }${from}`]);
  const text = printDoc([head, group(['{', indent([line, join([',', line], names)]), ifBreak(','), line, '}']), from], PRINT_WIDTH);
  // A name longer than a line stays on its own.
  return laid(text, text.split('\n').filter((line) => tooLong(line, 0)).map((line) => line.trim()));
}

/** Text laid out as prettier would, and the lines in it that prettier too leaves past the print width. */
export interface Laid {
  text: string;
  longLines: string[];
}

const laid = (text: string, longLines: string[] = []): Laid => ({ text, longLines });
/** Whether `text` at `indentation` passes the print width; most texts are decided by their length alone. */
export function tooLong(text: string, indentation: number): boolean {
  const room = PRINT_WIDTH - indentation;
  // No character is wider than two columns.
  if (text.length * 2 <= room) return false;
  return stringWidth(text) > room;
}

/**
 * `head(parameters)returns` followed by ` {` (or `;`) at `indentation`: on one line, else one
 * parameter per line, each of whose types may break in turn, and then the return type's
 * arguments (type-layout.ts).
 */
export function signatureText(head: string, parameters: readonly string[], returns: string, end: string, indentation: number): Laid | undefined {
  const flat = `${head}(${parameters.join(', ')})${returns}${end}`;
  if (!tooLong(flat, indentation)) return laid(flat);
  // A rest parameter takes no trailing comma; none is generated.
  if (parameters.length === 0 || parameters.some((p) => p.startsWith('...')) || tooLong(`${head}(`, indentation)) return undefined;
  const longLines: string[] = [];
  const lines: string[] = [];
  for (const parameter of parameters) {
    const typed = typedText(parameter, ',', indentation + 2);
    if (!typed) return undefined;
    lines.push(indentLines(typed.text, '  '));
    longLines.push(...typed.longLines);
  }
  const closing = typedText(`)${returns}`, end, indentation);
  if (!closing) return undefined;
  return laid(`${head}(\n${lines.join('\n')}\n${closing.text}`, [...longLines, ...closing.longLines]);
}

/**
 * `name: Type` followed by `end`, at `indentation` (a parameter, or the `): Type` closing a
 * signature): whole when it fits or its type cannot break, else with the type's arguments broken.
 */
function typedText(text: string, end: string, indentation: number): Laid | undefined {
  const whole = `${text}${end}`;
  if (!tooLong(whole, indentation)) return laid(whole);
  const colon = text.indexOf(': ');
  const type = colon < 0 ? '' : text.slice(colon + 2);
  if (isPlainType(type)) return laid(whole, [whole]);
  const generic = genericParts(type);
  if (!generic) return undefined;
  // prettier keeps one plain type argument with its name, however long.
  if (generic.args.length === 1 && isPlainType(generic.args[0]!)) return laid(whole, [whole]);
  const open = `${text.slice(0, colon + 2)}${generic.name}<`;
  const broken = brokenTypeArguments(generic.args, (line, extra) => !tooLong(line, indentation + extra));
  if (tooLong(open, indentation) || broken === undefined) return undefined;
  return laid(`${open}${broken}>${end}`);
}

/**
 * A call on one line, else one argument per line (its first line may stay long), or where
 * several type arguments do not fit, those one per line and the arguments after them.
 */
export function callText({ prefix, callee, typeArguments, args }: CallLayout, indentation: number): Laid | undefined {
  const flat = `${prefix}${callee}${typeArguments}(${args.join(', ')});`;
  if (!tooLong(flat, indentation)) return laid(flat);
  if (args.length === 0) return undefined;
  const opening = `${prefix}${callee}${typeArguments}(`;
  const brokenArgs = printDoc([list(args), ';'], PRINT_WIDTH - indentation, 0, stringWidth(opening) - 1);
  if (!tooLong(opening, indentation)) return laid(`${prefix}${callee}${typeArguments}${brokenArgs}`);
  const generic = typeArguments ? genericParts(`T${typeArguments}`) : undefined;
  if (!generic || generic.args.length === 1) return laid(`${prefix}${callee}${typeArguments}${brokenArgs}`, [opening.trim()]);
  const types = brokenTypeArguments(generic.args, (line, extra) => !tooLong(line, indentation + extra));
  const after = `>(${args.join(', ')});`;
  if (types === undefined || tooLong(after, indentation)) return undefined;
  return laid(`${prefix}${callee}<${types}${after}`);
}

/** `type Name = Type;`, with `head` the part before ` = `. */
export function typeAliasText(head: string, type: string, indentation: number): Laid | undefined {
  return typeAfter(head, ' =', type, indentation);
}

/** `name?: Type;` in an interface, with `head` the part before `:`. */
export function memberText(head: string, type: string, indentation: number): Laid | undefined {
  // Unlike an alias's, a member's type name stays beside it however long: it has nowhere to break.
  if (isPlainType(type)) {
    const flat = `${head}: ${type};`;
    return tooLong(flat, indentation) ? laid(flat, [flat]) : laid(flat);
  }
  return typeAfter(head, ':', type, indentation);
}

/**
 * `head<operator> type;` on one line; else a generic type's arguments broken when its `Name<`
 * fits on the line, or else the type on the next line: there a name stays whole however long,
 * a generic type or a union must fit, or a union of names takes one line per member.
 */
function typeAfter(head: string, operator: string, type: string, indentation: number): Laid | undefined {
  const flat = `${head}${operator} ${type};`;
  if (!tooLong(flat, indentation)) return laid(flat);
  const generic = genericParts(type);
  if (generic && !tooLong(`${head}${operator} ${generic.name}<`, indentation)) {
    const broken = brokenTypeArguments(generic.args, (line, extra) => !tooLong(line, indentation + extra));
    return broken === undefined ? undefined : laid(`${head}${operator} ${generic.name}<${broken}>;`);
  }
  const moved = `  ${type};`;
  const headLine = `${head}${operator}`;
  if (isPlainType(type)) return laid(`${headLine}\n${moved}`, [headLine, moved.trim()]);
  const members = plainUnion(type);
  if (!generic && !members) return undefined;
  if (!tooLong(moved, indentation)) return laid(`${headLine}\n${moved}`, [headLine]);
  if (!members || members.some((member) => tooLong(`  | ${member}`, indentation))) return undefined;
  return laid(`${headLine}\n${members.map((member) => `  | ${member}`).join('\n')};`, [headLine]);
}

/**
 * `head = value;` for a data value, where `head` is e.g. `export const getBundleSpec: OperationSpec`:
 * the value after the `=`, or on the next lines when not even its `{` fits after it (a long name).
 */
export function dataDeclarationText(head: string, value: unknown, indentation: number): Laid | undefined {
  const width = PRINT_WIDTH - indentation;
  const moved = tooLong(`${head} = {`, indentation);
  const data = moved ? dataText(value, width, 2, 2) : dataText(value, width, stringWidth(head) + 3);
  if (data === undefined) return undefined;
  const text = moved ? `${head} =\n  ${data};` : `${head} = ${data};`;
  // A long line is a string or a name prettier cannot break: after a short key, or alone after a longer one.
  const longLines = text.split('\n').filter((line) => tooLong(line, indentation)).map((line) => line.trim());
  return longLines.every((line) => LONG_VALUE.test(line) || line === `${head} =`) ? laid(text, longLines) : undefined;
}

const LONG_VALUE = /^(?:(?:[\w$]{1,4}|'[^']{0,2}'): )?(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[\w$.]+),?$/;
