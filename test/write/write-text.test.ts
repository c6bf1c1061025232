/**
 * writeText writes a file's text as UTF-8 and returns the marker's hash of those bytes, and a
 * text long enough to go a piece at a time gives the same file and hash as one written whole,
 * including where a piece boundary falls inside a surrogate pair or a multi-byte character.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeText } from '../../generator/write/write-text.ts';
import { tempDir } from '../helpers/tmp.ts';

const PIECE = 4 * 1024 * 1024;
const root = tempDir('write-text');

const cases: { name: string; text: string }[] = [
  { name: 'empty', text: '' },
  { name: 'short, with non-ASCII', text: 'héllo — 世界 😀\n' },
  { name: 'exactly one piece', text: 'a'.repeat(PIECE) },
  { name: 'one unit over a piece', text: 'b'.repeat(PIECE + 1) },
  // The emoji's high surrogate is the piece's last unit: the piece must end before it.
  { name: 'a surrogate pair across the boundary', text: `${'c'.repeat(PIECE - 1)}😀${'d'.repeat(10)}` },
  { name: 'three-byte characters across two boundaries', text: '€'.repeat(2 * PIECE + 3) },
];

describe('writeText', () => {
  it.each(cases)('$name: the bytes are the UTF-8 of the text, the hash is theirs', async ({ name, text }) => {
    const path = join(root, `${name.replace(/\W+/g, '-')}.txt`);
    const hash = await writeText(path, text);
    const bytes = readFileSync(path);
    expect(bytes.equals(Buffer.from(text))).toBe(true);
    expect(hash).toBe(createHash('sha256').update(Buffer.from(text)).digest('hex'));
  });
});
