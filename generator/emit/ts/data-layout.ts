/**
 * A data value (an operation spec) as prettier lays out the same value written on one line: each
 * object or array on one line where it fits (with what follows it up to the next line break: its
 * `,` or `;`), else one member per line with a trailing comma; an array of several objects (or
 * arrays) with several members each always broken; a string (or a name) that does not fit after
 * its key (of five columns or more) moved to the next line. Strings, keys and numbers are written
 * as prettier writes them (json-text.ts). `Expression`s (a runtime function a spec names) are
 * written as they are.
 *
 * This is prettier's line-fitting (doc-printer.ts) for the one shape data has, printed directly:
 * specs are printed for every operation, and building a doc for each costs more than the layout.
 */
import { stringWidth } from '../../write/aligned-tables.ts';
import { keyText, scalarText, SHORT_KEY } from '../json-text.ts';
import { Expression } from './literal.ts';

/**
 * `value` starting at `column` of a line indented `indentation` columns, followed on its line by
 * `trailing` columns (`,` or `;`), in `width` columns.
 */
export function dataText(value: unknown, width: number, column = 0, indentation = 0, trailing = 1): string | undefined {
  const root = nodeOf(value);
  if (root.longNumbers) return undefined;
  // Text that is all ASCII (nearly all) is as wide as it is long.
  const measure = /[^\x20-\x7E]/.test(root.flat) ? stringWidth : (text: string) => text.length;
  return print(root, { width, measure }, column, indentation, trailing);
}

/** A value, its text on one line, and its members or items as nodes. */
interface DataNode {
  flat: string;
  members?: [name: string, node: DataNode][];
  items?: DataNode[];
  /** A string or a name: text that cannot break, and moves after a long key. */
  scalar: boolean;
  /** prettier breaks an array of two or more objects, or of two or more arrays, that each hold two or more members. */
  alwaysBroken: boolean;
  /** It holds an array of more numbers than fit any line for sure: prettier fills those line by line, which is not done here. */
  longNumbers: boolean;
}

const LONG_NUMBER_ARRAY = 8;

function nodeOf(value: unknown): DataNode {
  if (Array.isArray(value) && value.length > 0) {
    const items: DataNode[] = [];
    let longNumbers = false;
    let numbers = true;
    for (const item of value) {
      const node = nodeOf(item === undefined || typeof item === 'function' ? null : item);
      items.push(node);
      longNumbers ||= node.longNumbers;
      numbers &&= typeof item === 'number';
    }
    const several = (node: DataNode) => (node.members?.length ?? node.items?.length ?? 0) > 1;
    const alwaysBroken = items.length > 1 && (items.every((node) => node.members && several(node)) || items.every((node) => node.items && several(node)));
    return { flat: `[${items.map((item) => item.flat).join(', ')}]`, items, scalar: false, alwaysBroken, longNumbers: longNumbers || (numbers && items.length > LONG_NUMBER_ARRAY) };
  }
  if (isObject(value)) {
    const members: [string, DataNode][] = [];
    let longNumbers = false;
    for (const key in value) {
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined || typeof member === 'function') continue;
      const node = nodeOf(member);
      members.push([keyText(key), node]);
      longNumbers ||= node.longNumbers;
    }
    if (members.length > 0) {
      return { flat: `{ ${members.map(([name, node]) => `${name}: ${node.flat}`).join(', ')} }`, members, scalar: false, alwaysBroken: false, longNumbers };
    }
  }
  const flat = value instanceof Expression ? value.code : Array.isArray(value) ? '[]' : isObject(value) ? '{}' : scalarText(value);
  return { flat, scalar: typeof value === 'string' || value instanceof Expression, alwaysBroken: false, longNumbers: false };
}

function print(node: DataNode, page: { width: number; measure: (text: string) => number }, column: number, indentation: number, trailing: number): string {
  const { members, items } = node;
  if ((!members && !items) || (!node.alwaysBroken && column + page.measure(node.flat) + trailing <= page.width)) return node.flat;
  const inner = indentation + 2;
  const pad = ' '.repeat(inner);
  if (items) return `[\n${items.map((item) => `${pad}${print(item, page, inner, inner, 1)},`).join('\n')}\n${' '.repeat(indentation)}]`;
  const lines = members!.map(([name, member]) => {
    const head = `${pad}${name}: `;
    // A string or a name that does not fit after its key goes to the next line, unless the key is short.
    if (member.scalar && name.length >= SHORT_KEY && page.measure(head) + page.measure(member.flat) + 1 > page.width) return `${pad}${name}:\n${pad}  ${member.flat},`;
    return `${head}${print(member, page, page.measure(head), inner, 1)},`;
  });
  return `{\n${lines.join('\n')}\n${' '.repeat(indentation)}}`;
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Expression);
