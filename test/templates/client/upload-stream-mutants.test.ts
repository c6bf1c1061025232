/**
 * A Node readable sent as a streamed body (templates/client/core/uploads.ts `webStreamOf`): read
 * one chunk per pull, and when the request gives up on it (an abort or timeout cancels the body),
 * the readable is told to stop, so a file being uploaded is closed rather than left open.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webStreamOf } from '../../../templates/client/core/uploads.ts';

describe('a Node readable as an upload stream', () => {
  it('is read chunk by chunk, text as UTF-8', async () => {
    const chunks: Uint8Array[] = [];
    const reader = webStreamOf(Readable.from(['hé', Buffer.from('llo')], { objectMode: true })).getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('héllo');
  });

  it('is stopped when the request cancels its body', async () => {
    const returned: unknown[] = [];
    const source = {
      [Symbol.asyncIterator]() {
        return {
          next: async () => ({ done: false, value: new Uint8Array([1]) }),
          return: async (reason?: unknown) => (returned.push(reason), { done: true, value: undefined }),
        };
      },
    };
    const stream = webStreamOf(source as never);
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel('aborted');
    expect(returned).toEqual(['aborted']);
  });

  it('a readable without return() is simply dropped', async () => {
    const source = { [Symbol.asyncIterator]: () => ({ next: async () => ({ done: false, value: new Uint8Array([1]) }) }) };
    await expect(webStreamOf(source as never).cancel('aborted')).resolves.toBeUndefined();
  });

  it('a real readable is destroyed', async () => {
    const readable = Readable.from(['a', 'b', 'c']);
    const reader = webStreamOf(readable).getReader();
    await reader.read();
    await reader.cancel('aborted');
    expect(readable.destroyed).toBe(true);
  });
});
