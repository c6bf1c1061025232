/**
 * FileWriter writes a file's text as UTF-8 on its own thread and resolves with the marker's hash
 * of those bytes. A text long enough to go a piece at a time gives the same file and hash as one
 * written whole, including where a piece boundary falls inside a surrogate pair or a multi-byte
 * character, and a lone surrogate is written as U+FFFD (files are compared as bytes); with a
 * queue cap smaller than one piece it still finishes (it waits for the thread between pieces);
 * a file that cannot be written fails with the system's error code, and the others are still
 * written; writes in flight when the thread stops fail rather than hang. A file opened to be
 * written in pieces as they come (`open`) gets them in the order given, even when each must wait
 * for room, while other files are written beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileWriter } from '../../generator/write/file-writer.ts';
import { tempDir } from '../helpers/tmp.ts';

const PIECE = 4 * 1024 * 1024;
const root = tempDir('file-writer');
const writer = new FileWriter();
/** At most one byte waiting: every piece waits for the one before it to be written. */
const oneAtATime = new FileWriter(1);
afterAll(() => Promise.all([writer.close(), oneAtATime.close()]));

const cases: { name: string; text: string }[] = [
  { name: 'empty', text: '' },
  { name: 'short, with non-ASCII', text: 'héllo — 世界 😀\n' },
  { name: 'exactly one piece', text: 'a'.repeat(PIECE) },
  { name: 'one unit over a piece', text: 'b'.repeat(PIECE + 1) },
  // The emoji's high surrogate is the piece's last unit: the piece must end before it.
  { name: 'a surrogate pair across the boundary', text: `${'c'.repeat(PIECE - 1)}😀${'d'.repeat(10)}` },
  { name: 'three-byte characters across two boundaries', text: '€'.repeat(2 * PIECE + 3) },
  // A lone surrogate (text cut in the middle of a pair upstream) is written as U+FFFD, as
  // Buffer.from writes it, in a large text and a short one.
  { name: 'large, mixed, with lone surrogates', text: `é${'x—'.repeat(40_000)}\ud800${'y'.repeat(10)}\udc00 世界 😀` },
  { name: 'just below the large size, with a lone surrogate', text: `${'z'.repeat(64 * 1024 - 2)}\udfff` },
];

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text)).digest('hex');

describe('FileWriter', () => {
  it.each(cases)('$name: the bytes are the UTF-8 of the text, the hash is theirs', async ({ name, text }) => {
    const path = join(root, 'whole', `${name.replace(/\W+/g, '-')}.txt`);
    expect(await writer.write(path, text)).toBe(sha256(text));
    expect(readFileSync(path).equals(Buffer.from(text))).toBe(true);
  });

  it('writes files of several pieces side by side with a queue that holds less than a piece', async () => {
    const texts = cases.map(({ text }, i) => `${i}:${text}`);
    const writes = texts.map((text, i) => oneAtATime.write(join(root, 'queued', `nested-${i % 2}`, `${i}.txt`), text));
    // Every text is handed over piece by piece as the thread writes the one before.
    await oneAtATime.handedOver();
    const hashes = await Promise.all(writes);
    expect(hashes).toEqual(texts.map(sha256));
    // Bytes, not text: a lone surrogate is written as U+FFFD, so the text does not read back the same.
    texts.forEach((text, i) => expect(readFileSync(join(root, 'queued', `nested-${i % 2}`, `${i}.txt`)).equals(Buffer.from(text))).toBe(true));
  });

  it('writes the pieces of an open file in the order given, with whole files written between them', async () => {
    const pieces = cases.map(({ text }, i) => `<${i}>${text}`);
    const page = oneAtATime.open(join(root, 'open', 'page.txt'));
    const beside: Promise<string>[] = [];
    pieces.forEach((piece, i) => {
      page.write(piece);
      beside.push(oneAtATime.write(join(root, 'open', `beside-${i}.txt`), `${i}`));
    });
    const hash = await page.end('<end>');
    const whole = `${pieces.join('')}<end>`;
    expect(hash).toBe(sha256(whole));
    expect(readFileSync(join(root, 'open', 'page.txt')).equals(Buffer.from(whole))).toBe(true);
    expect(await Promise.all(beside)).toEqual(pieces.map((_, i) => sha256(`${i}`)));
  });

  it('writes an open file that gets no piece as an empty file', async () => {
    expect(await writer.open(join(root, 'open', 'empty.txt')).end()).toBe(sha256(''));
    expect(readFileSync(join(root, 'open', 'empty.txt'), 'utf8')).toBe('');
  });

  it('refuses a file given after it is closed, rather than start a thread again', async () => {
    const closed = new FileWriter();
    await closed.write(join(root, 'closed', 'before.txt'), 'before');
    await closed.close();
    await expect(closed.write(join(root, 'closed', 'after.txt'), 'after')).rejects.toThrow(/after the file writer was closed/);
    expect(existsSync(join(root, 'closed', 'after.txt'))).toBe(false);
  });

  it('fails the writes still in flight when the thread stops, instead of leaving them pending', async () => {
    const stopped = new FileWriter(1);
    const write = stopped.write(join(root, 'stopped.txt'), 'e'.repeat(3 * PIECE));
    await stopped.close();
    await expect(write).rejects.toThrow(/file writer thread exited/);
    await expect(stopped.handedOver()).resolves.toBeUndefined();
  });

  it('fails a file that cannot be written with its error code, and still writes the others', async () => {
    writeFileSync(join(root, 'a-file'), 'not a folder\n');
    const [blocked, fine] = await Promise.allSettled([writer.write(join(root, 'a-file', 'inside.txt'), 'x'), writer.write(join(root, 'beside.txt'), 'y')]);
    expect(blocked).toMatchObject({ status: 'rejected', reason: { code: expect.stringMatching(/^(ENOTDIR|EEXIST)$/) } });
    expect(fine).toEqual({ status: 'fulfilled', value: sha256('y') });
    expect(readFileSync(join(root, 'beside.txt'), 'utf8')).toBe('y');
  });
});
