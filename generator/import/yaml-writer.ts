/**
 * Writes plain data (what `sdkgen import` builds for a manifest) as YAML text, byte for byte what
 * the `yaml` package's `new Document(data).toString({ lineWidth: 100, minContentWidth: 40 })`
 * gives once each collection is styled, but without building a Document: for a manifest of
 * GitHub's size the node tree and yaml's generic stringifier (tag lookups per scalar, a visit for
 * tags, a context copied per node) took most of the import's writing time. The layout mirrors
 * yaml's stringifyCollection/stringifyPair for what such data can hold (no comments but the
 * header, no anchors, aliases or tags); every scalar is still written by yaml's own
 * `stringifyString`/`stringifyNumber`, so quoting, block scalars and line folding are yaml's.
 */
import { Document } from 'yaml';
import { type StringifyContext, stringifyNumber, stringifyString } from 'yaml/util';

/** How one collection is written; `styleOf` is asked for every collection not inside a flow one. */
export interface CollectionStyle {
  /** On one line, `{ a: 1 }` / `[a, b]` (everything inside is flow too). */
  flow: boolean;
  /** Map keys written as numbers (`3:`, not `"3":`), as a Scalar of `Number(key)` would be. */
  numberKeys?: boolean;
  /** Null values written `~`. */
  tildeNulls?: boolean;
}

/** Style of the collection `value` at `path` (`operations.3.versions`, `''` for the root), and the paths of its entries. */
export type StyleOf = (value: object, path: string) => CollectionStyle;

type Context = StringifyContext;

const OPTIONS = {
  blockQuote: true,
  commentString: (text: string) => text.replace(/^(?!$)(?: $)?/gm, '#'),
  defaultKeyType: null,
  defaultStringType: 'PLAIN',
  directives: null,
  doubleQuotedAsJSON: false,
  doubleQuotedMinMultiLineLength: 40,
  falseStr: 'false',
  flowCollectionPadding: true,
  indentSeq: true,
  lineWidth: 100,
  minContentWidth: 40,
  nullStr: 'null',
  simpleKeys: false,
  singleQuote: null,
  trailingComma: false,
  trueStr: 'true',
  verifyAliasOrder: true,
} as const;

/** `data` as YAML, `header` (lines) as a `#` comment above it. */
export function writeYaml(data: object, styleOf: StyleOf, header?: string): string {
  const ctx = {
    anchors: new Set<string>(),
    // Only its schema is read: a plain string that would read back as another type is quoted.
    doc: new Document(),
    flowCollectionPadding: ' ',
    indent: '',
    indentStep: '  ',
    inFlow: null,
    options: OPTIONS,
  } as unknown as Context;
  const body = collection(data, ctx, styleOf(data, ''), '', styleOf);
  if (!header) return `${body}\n`;
  const comment = OPTIONS.commentString(header.split('\n').map((line) => ` ${line}`).join('\n'));
  return `${/^\n+$/.test(comment) ? comment.substring(1) : comment}\n\n${body}\n`;
}

/** A map's entries as yaml's Document has them: undefined values left out. */
function entriesOf(map: Record<string, unknown>): string[] {
  return Object.keys(map).filter((key) => map[key] !== undefined);
}

/** `style` is undefined inside a flow collection, where nothing is styled. */
function collection(value: object, ctx: Context, style: CollectionStyle | undefined, path: string, styleOf: StyleOf): string {
  const isSeq = Array.isArray(value);
  const flow = ctx.inFlow ?? style?.flow;
  const itemIndent = isSeq ? `${ctx.indent || ''}  ` : ctx.indent || '';
  const itemCtx = flow ? derive(ctx, itemIndent + ctx.indentStep, true, ctx.implicitKey) : derive(ctx, itemIndent, ctx.inFlow, ctx.implicitKey);
  // Paths and styles only for what is styled: collections outside flow ones.
  const styled = (child: unknown): child is object => !flow && child !== null && typeof child === 'object';
  const lines: string[] = [];
  if (isSeq) {
    for (const [i, item] of value.entries()) {
      let text: string;
      if (styled(item)) {
        const itemPath = path === '' ? String(i) : `${path}.${i}`;
        text = collection(item, itemCtx, styleOf(item, itemPath), itemPath, styleOf);
      } else text = item !== null && typeof item === 'object' ? collection(item, itemCtx, undefined, '', styleOf) : scalar(item, itemCtx, false);
      lines.push(flow ? text : `- ${text}`);
    }
  } else {
    const map = value as Record<string, unknown>;
    for (const key of entriesOf(map)) {
      const numberKey = style?.numberKeys ? Number(key) : undefined;
      const child = map[key];
      const childPath = styled(child) ? `${path === '' ? '' : `${path}.`}${numberKey === undefined ? key : String(numberKey)}` : '';
      lines.push(pair(key, numberKey, child, itemCtx, styled(child) ? styleOf(child, childPath) : undefined, childPath, styleOf, style?.tildeNulls === true));
    }
  }
  const [start, end] = isSeq ? ['[', ']'] : ['{', '}'];
  if (lines.length === 0) return start + end;
  return flow ? flowLines(lines, ctx, start, end) : blockLines(lines, ctx);
}

/**
 * yaml copies the context for each collection and pair (`{ ...ctx, indent }`); these are the
 * fields a copy can differ in here. `indentAtStart` is set on a pair's copy for a scalar value
 * only, so a collection's context never has one to pass on; no map here has only null values.
 */
function derive(ctx: Context, indent: string, inFlow: boolean | null, implicitKey: boolean | undefined): Context {
  return { anchors: ctx.anchors, doc: ctx.doc, flowCollectionPadding: ctx.flowCollectionPadding, indent, indentStep: ctx.indentStep, inFlow, options: ctx.options, allNullValues: false, implicitKey, indentAtStart: undefined };
}

function blockLines(lines: string[], ctx: Context): string {
  let text = lines[0]!;
  for (let i = 1; i < lines.length; i++) text += lines[i] ? `\n${ctx.indent}${lines[i]}` : '\n';
  return text;
}

/** yaml's stringifyFlowCollection: on one line when it fits in the line width, else one item a line. */
function flowLines(lines: string[], ctx: Context, start: string, end: string): string {
  let breakLines = false;
  for (let i = 0; i < lines.length; i++) {
    breakLines ||= lines[i]!.includes('\n');
    if (i < lines.length - 1) lines[i] += ',';
  }
  if (!breakLines) breakLines = lines.reduce((sum, line) => sum + line.length + 2, 2) > OPTIONS.lineWidth;
  if (!breakLines) return `${start}${ctx.flowCollectionPadding}${lines.join(' ')}${ctx.flowCollectionPadding}${end}`;
  let text = start;
  for (const line of lines) text += line ? `\n${ctx.indentStep}${ctx.indent}${line}` : '\n';
  return `${text}\n${ctx.indent}${end}`;
}

/** yaml's stringifyPair for a key that is a string (or, with `numberKey`, a number) and a value that is not null-as-absent. */
function pair(key: string, numberKey: number | undefined, value: unknown, ctx: Context, style: CollectionStyle | undefined, path: string, styleOf: StyleOf, tildeNulls: boolean): string {
  const pairCtx = derive(ctx, ctx.indent + ctx.indentStep, ctx.inFlow, true);
  let text = numberKey === undefined ? string(key, pairCtx) : stringifyNumber({ value: numberKey } as never);
  // A key longer than 1024 characters cannot be implicit: `? key` then `: value` on the next line.
  const explicitKey = !pairCtx.inFlow && text.length > 1024;
  text = explicitKey ? `? ${text}\n${ctx.indent}:` : `${text}:`;
  pairCtx.implicitKey = false;
  const isCollection = value !== null && typeof value === 'object';
  if (!explicitKey && !isCollection) pairCtx.indentAtStart = text.length + 1;
  const valueText = isCollection ? collection(value, pairCtx, style, path, styleOf) : scalar(value, pairCtx, tildeNulls);
  let space = ' ';
  if (!explicitKey && isCollection) {
    // A collection not styled flow has no style of its own in yaml (undefined, not false): an empty one counts as flow.
    const flow = pairCtx.inFlow ?? (style?.flow || undefined) ?? (Array.isArray(value) ? value.length === 0 : entriesOf(value as Record<string, unknown>).length === 0);
    if (valueText.includes('\n') || !flow) space = `\n${pairCtx.indent}`;
  } else if (valueText === '' || valueText[0] === '\n') space = '';
  return text + space + valueText;
}

function scalar(value: unknown, ctx: Context, tildeNull: boolean): string {
  if (typeof value === 'string') return string(value, ctx);
  if (typeof value === 'number' || typeof value === 'bigint') return stringifyNumber({ value } as never);
  if (typeof value === 'boolean') return value ? OPTIONS.trueStr : OPTIONS.falseStr;
  if (value === null || value === undefined) return tildeNull && value === null ? '~' : OPTIONS.nullStr;
  throw new TypeError(`cannot write a ${typeof value} as YAML`);
}

/**
 * Words yaml writes as they are: a letter or `_`, then letters, digits, `_`, `.`, `/`, `-`, at
 * most 41 characters (yaml folds no flow line that short). Such a word has no indicator, no
 * `: ` or ` #`, no line break, no control character, and none of the core schema's patterns
 * match it but these nine (null and booleans), which yaml quotes.
 */
const PLAIN_WORD = /^[A-Za-z_][A-Za-z0-9_./-]{0,40}$/;
const READ_AS_OTHER_TYPES = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/** yaml's string tag: the text is quoted where it would read back as something else. */
function string(value: string, ctx: Context): string {
  // Most manifest strings are names and types: skip yaml's general path (a dozen pattern tests each).
  if (PLAIN_WORD.test(value) && !READ_AS_OTHER_TYPES.has(value)) return value;
  return stringifyString({ value } as never, { actualString: true, ...ctx });
}
