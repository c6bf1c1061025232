/**
 * The expiry the client reads from a JWT (`jwtExpiry`, templates/client/core/jwt.ts), through
 * the public function: given a token, want the `exp` claim in milliseconds, or undefined when
 * it cannot be read as a finite number. The renewal this drives is tested over HTTP in
 * jwt-expiry-mutants.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { jwtExpiry } from '../../../templates/client/core/jwt.ts';

const segment = (json: string) => Buffer.from(json).toString('base64url');
const tokenWith = (json: string) => `e30.${segment(json)}.sig`;

describe('jwtExpiry', () => {
  it.each<[string, string, number | undefined]>([
    ['an integer exp', tokenWith('{"exp":1900000000}'), 1_900_000_000_000],
    ['a fractional exp', tokenWith('{"exp":1.5}'), 1500],
    ['exp 0', tokenWith('{"exp":0}'), 0],
    ['a payload without a signature', `e30.${segment('{"exp":2}')}`, 2000],
    ['a payload in padded base64url', `e30.${segment('{"exp":30}')}==.sig`, 30_000],
    ['an exp too large for a double', tokenWith('{"exp":1e999}'), undefined],
    ['a negative exp too large for a double', tokenWith('{"exp":-1e999}'), undefined],
    ['exp as a string', tokenWith('{"exp":"1900000000"}'), undefined],
    ['exp null', tokenWith('{"exp":null}'), undefined],
    ['no exp', tokenWith('{"sub":"x"}'), undefined],
    ['claims that are an array', tokenWith('[1900000000]'), undefined],
    ['claims that are a number', tokenWith('1900000000'), undefined],
    ['claims that are null', tokenWith('null'), undefined],
    ['a payload that is not JSON', tokenWith('exp'), undefined],
    ['a payload that is not base64', 'e30.*&^.sig', undefined],
    ['no dot at all', 'opaque', undefined],
    ['an empty token', '', undefined],
  ])('%s', (_what, token, want) => {
    expect(jwtExpiry(token)).toBe(want);
  });
});
