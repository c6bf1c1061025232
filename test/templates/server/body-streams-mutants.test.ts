/**
 * Reading a body stream under a size limit (templates/server/core/body.ts, binary-body.ts),
 * through `readBody` and `streamBody` on plain streams: what they resolve or fail with, that an
 * oversized body is drained (the socket stays usable for the 413) and that they stop listening.
 */
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { streamBody } from '../../../templates/server/core/binary-body.ts';
import { readBody } from '../../../templates/server/core/body.ts';

// A stream that is never read to its end hangs its test: fail it soon, not at the suite's 30 s.
vi.setConfig({ testTimeout: 5_000 });

describe('readBody on its own', () => {
  it('reads a stream that has already ended as empty', async () => {
    const stream = Readable.from([Buffer.from('x')]);
    for await (const _ of stream);
    expect(await readBody(stream, {}, 10)).toEqual(Buffer.alloc(0));
  });

  it('passes on a stream error, and stops listening', async () => {
    const stream = new Readable({ read() {} });
    const reading = readBody(stream, {}, 10);
    stream.destroy(new Error('socket hang up'));
    await expect(reading).rejects.toThrow('socket hang up');
    expect([stream.listenerCount('data'), stream.listenerCount('end')]).toEqual([0, 0]);
  });

  it('stops listening once the body is too large, and drains the rest', async () => {
    const stream = new Readable({ read() {} });
    const reading = readBody(stream, {}, 2);
    stream.push('abc');
    await expect(reading).rejects.toMatchObject({ status: 413 });
    expect([stream.listenerCount('data'), stream.listenerCount('end'), stream.listenerCount('error')]).toEqual([0, 0, 0]);
    expect(stream.readableFlowing).toBe(true);
  });

  it('drains a body whose declared length is over the limit', async () => {
    const stream = new Readable({ read() {} });
    await expect(readBody(stream, { 'content-length': '3' }, 2)).rejects.toMatchObject({ status: 413 });
    expect(stream.readableFlowing).toBe(true);
  });
});

describe('streamBody on its own', () => {
  const collect = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  it('a binary body over its declared length is drained, not read', () => {
    const stream = new Readable({ read() {} });
    expect(() => streamBody(stream, { 'content-length': '5' }, 4)).toThrow('The request body exceeds the limit of 4 bytes.');
    expect(stream.readableFlowing).toBe(true);
  });

  it('hands the body over as it comes, up to the limit', async () => {
    expect(await collect(streamBody(Readable.from([Buffer.from('ab'), Buffer.from('c')]), {}, 3))).toBe('abc');
  });

  it('a binary body past the limit fails the stream, and the rest is drained', async () => {
    const source = new Readable({ read() {} });
    const body = streamBody(source, {}, 2);
    source.push('abc');
    await expect(collect(body)).rejects.toMatchObject({ status: 413 });
    expect(source.readableFlowing).toBe(true);
    expect(source.listenerCount('data')).toBe(0);
  });

  it('a failing request fails the binary stream with its error', async () => {
    const source = new Readable({ read() {} });
    const body = streamBody(source, {}, 10);
    source.push('a');
    source.destroy(new Error('aborted'));
    await expect(collect(body)).rejects.toThrow('aborted');
  });
});
