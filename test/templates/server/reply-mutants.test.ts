/**
 * `reply()` and `isReply()` (templates/server/core/handler.ts): what a handler returns to answer
 * with its own status and headers, and how the pipeline tells that from a plain body.
 */
import { describe, expect, it } from 'vitest';
import { isReply, reply } from '../../../templates/server/core/handler.ts';

describe('reply', () => {
  it('holds status, body and headers, with no headers by default', () => {
    expect(reply(202, { id: 1 }, { Location: '/jobs/1' })).toMatchObject({ status: 202, body: { id: 1 }, headers: { Location: '/jobs/1' } });
    expect(reply(204)).toMatchObject({ status: 204, body: undefined, headers: {} });
  });

  it('gives each reply its own headers object', () => {
    const first = reply(200, 'a');
    const second = reply(200, 'b');
    first.headers['x-one'] = '1';
    expect(second.headers).toEqual({});
  });
});

describe('isReply', () => {
  it.each<[string, unknown, boolean]>([
    ['a reply', reply(201, {}), true],
    ['a reply with a body that looks like one', reply(200, { status: 200, body: 1, headers: {} }), true],
    ['a body shaped like a reply', { status: 201, body: {}, headers: {} }, false],
    ['a body with the marker set to something else', { [Symbol.for('sdkgen.server.reply')]: 'yes' }, false],
    ['a copy of a reply', { ...reply(201, {}) }, true],
    ['a reply made by another copy of the runtime', { [Symbol.for('sdkgen.server.reply')]: true, status: 200, body: 1, headers: {} }, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['a string', 'reply', false],
    ['a number', 201, false],
  ])('%s → %s', (_name, value, want) => {
    expect(isReply(value)).toBe(want);
  });

  it('takes the body of a reply with a reply-shaped body as the body', () => {
    const inner = { status: 200, body: 1, headers: {} };
    const outer = reply(200, inner);
    expect(isReply(outer.body)).toBe(false);
  });
});
