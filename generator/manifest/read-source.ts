/**
 * Reads a manifest file (or, `readManifestText`, text in memory) into YAML data with positions,
 * refusing what cannot be a manifest before any real work: oversized files, empty files, invalid
 * UTF-8, YAML syntax errors, YAML versions other than 1.2 and alias bombs ("billion laughs"),
 * each as a positioned diagnostic.
 * Plain YAML is read the fast way (plain-yaml.ts), its positions found only if a later check
 * needs one; anything else goes through the `yaml` parser, which keeps them.
 */
import { isUtf8 } from 'node:buffer';
import { readFile, stat } from 'node:fs/promises';
import type { Document, LineCounter } from 'yaml';
import { ALIAS_EXPANSION_FLOOR_BYTES, aliasExpansionLimit, measureAliasExpansion } from './alias-expansion.ts';
import { type Diagnostic, ManifestError } from './diagnostic.ts';
import { readPlainYaml } from './plain-yaml.ts';
import { PositionIndex } from './positions.ts';
import { yamlLibrary } from './yaml-library.ts';
import { unsupportedYamlVersion, YAML_1_2 } from './yaml-version.ts';

/**
 * Large enough for 10,000+ operations, and for what `sdkgen import` makes of the largest real
 * descriptions (GitHub's fully dereferenced one becomes a 20 MiB manifest); a bigger file is a
 * mistake or an attack.
 */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** Syntax errors reported before the rest are summarised in one line. */
const MAX_SYNTAX_ERRORS = 20;

export interface ManifestSource {
  file: string;
  data: unknown;
  positions: PositionIndex;
}

function fail(file: string, line: number, column: number, message: string): never {
  throw new ManifestError([{ file, line, column, path: [], message }]);
}

/**
 * Byte offset of the first byte that is not valid UTF-8, or -1. Node's `isUtf8` answers for
 * valid text at once; it is stricter than this scan (it also refuses overlong forms and
 * surrogates), so the scan decides whenever it says no.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

function lineAndColumnOfByte(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) (line++, (lineStart = i + 1));
  return { line, column: offset - lineStart + 1 };
}

export async function readManifestSource(path: string, file = path): Promise<ManifestSource> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(file, 1, 1, code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? String(error)})`);
  }
  if (size > MAX_MANIFEST_BYTES) {
    fail(file, 1, 1, `expected a manifest of at most ${MAX_MANIFEST_BYTES / 1024 / 1024} MiB, got ${(size / 1024 / 1024).toFixed(1)} MiB`);
  }
  const bytes = new Uint8Array(await readFile(path));
  const bad = firstInvalidUtf8(bytes);
  if (bad !== -1) {
    const at = lineAndColumnOfByte(bytes, bad);
    fail(file, at.line, at.column, `expected UTF-8 text, got the byte 0x${bytes[bad]!.toString(16).padStart(2, '0')}`);
  }
  return readManifestText(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), file, size);
}

/**
 * The same reading and refusals for manifest text already in memory (`sdkgen import` checks what
 * it wrote when its data fails); `size` in bytes.
 */
export function readManifestText(text: string, file: string, size = Buffer.byteLength(text, 'utf8')): ManifestSource {
  if (text.trim() === '' || onlyCommentLines(text)) fail(file, 1, 1, 'the manifest is empty');
  const fast = readPlainYaml(text);
  if (fast !== undefined) return { file, data: fast, positions: new PositionIndex(() => parseWithPositions(text, file)) };

  const { document, lines } = parseWithPositions(text, file);
  const positions = PositionIndex.of(document, lines);
  if (document.errors.length > 0) {
    // One slip can derail the parser for the rest of the file; the first errors are the useful ones.
    const shown = document.errors.slice(0, MAX_SYNTAX_ERRORS);
    const diagnostics: Diagnostic[] = shown.map((error) => {
      const pos = positions.offset(error.pos[0]);
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { file, ...pos, path: [], message: `YAML syntax: ${message}` };
    });
    const more = document.errors.length - shown.length;
    if (more > 0) {
      const last = diagnostics.at(-1)!;
      diagnostics.push({ ...last, message: `YAML syntax: ${more} more error(s) after this one, not shown` });
    }
    throw new ManifestError(diagnostics);
  }

  const version = unsupportedYamlVersion(text);
  if (version) {
    const at = positions.offset(version.offset);
    fail(file, at.line, at.column, version.message);
  }

  const limit = aliasExpansionLimit(size);
  const expansion = measureAliasExpansion(document, limit);
  if (expansion.overAt !== undefined) {
    const at = positions.offset(expansion.overAt);
    fail(
      file,
      at.line,
      at.column,
      expansion.addedBytes === Infinity
        ? 'YAML alias of an anchor that contains itself; its value would be infinite'
        : `with this alias, YAML aliases repeat more than ${formatMiB(limit)} of text (the limit is twice the file size, at least ${formatMiB(ALIAS_EXPANSION_FLOOR_BYTES)}); refusing a possible alias bomb`,
    );
  }
  let data: unknown;
  try {
    // `measureAliasExpansion` above bounds what aliases expand to, so yaml's own alias counter
    // (which refuses any manifest with many small aliases) is off.
    data = document.toJS({ maxAliasCount: -1 });
  } catch (error) {
    const { visit } = yamlLibrary();
    let first = { line: 1, column: 1 };
    visit(document, {
      Alias(_, node) {
        if (node.range) first = positions.offset(node.range[0]);
        return visit.BREAK;
      },
    });
    const message = error instanceof Error ? error.message : String(error);
    fail(file, first.line, first.column, `YAML: ${message}`);
  }
  return { file, data, positions };
}

/**
 * Data a caller has written as manifest text (`sdkgen import`): checked as it is, not read back.
 * `text` makes the text only if a message needs a position, which only a mistake does.
 */
export function writtenManifestSource(data: unknown, file: string, text: () => string): ManifestSource {
  return { file, data, positions: new PositionIndex(() => parseWithPositions(text(), file)) };
}

/** Every line blank or a comment; stops at the first that is not, without splitting the whole text. */
function onlyCommentLines(text: string): boolean {
  for (let start = 0; ; ) {
    const end = text.indexOf('\n', start);
    if (!/^\s*(#.*)?$/.test(end === -1 ? text.slice(start) : text.slice(start, end))) return false;
    if (end === -1) return true;
    start = end + 1;
  }
}

function parseWithPositions(text: string, file: string): { document: Document.Parsed; lines: LineCounter } {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lines = new LineCounter();
  try {
    return { document: parseDocument(text, { ...YAML_1_2, lineCounter: lines, uniqueKeys: true, prettyErrors: false }), lines };
  } catch (error) {
    // The parser recurses once per nesting level: a few KB of `- - - …` overflow the stack.
    if (error instanceof RangeError) fail(file, 1, 1, 'the YAML is nested too deeply to read');
    throw error;
  }
}

function formatMiB(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`;
}
