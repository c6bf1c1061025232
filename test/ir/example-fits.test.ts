/**
 * generator/ir/example-fits.ts: which examples of a scalar the generated validators would accept.
 * Generated example calls and the mock use only those. Rows come from real descriptions where
 * they can (Asana's date fields with date-time examples, its domains without a scheme).
 */
import { describe, expect, it } from 'vitest';
import { exampleFits } from '../../generator/ir/example-fits.ts';
import type { Schema } from '../../generator/ir/types.ts';

const string = (extra: Partial<Extract<Schema, { kind: 'string' }>> = {}, constraints?: Record<string, unknown>): Schema => ({
  kind: 'string',
  ...extra,
  meta: constraints ? { constraints } : {},
});
const number = (kind: 'number' | 'integer', constraints?: Record<string, unknown>): Schema => ({ kind, meta: constraints ? { constraints } : {} });

describe('exampleFits', () => {
  it.each<[string, Schema, unknown, boolean]>([
    ['a date', string({ format: 'date' }), '2025-10-15', true],
    ['a date-time where a date is declared (Asana)', string({ format: 'date' }), '2025-10-15T13:51:00.926Z', false],
    ['a month 13', string({ format: 'date' }), '2025-13-01', false],
    ['a day the month lacks', string({ format: 'date' }), '2023-02-29', false],
    ['a leap day', string({ format: 'date' }), '2024-02-29', true],
    ['a date-time with Z', string({ format: 'date-time' }), '2025-10-15T13:51:00.926Z', true],
    ['a date-time with an offset, no seconds', string({ format: 'date-time' }), '2025-10-15T13:51+02:00', true],
    ['a date-time without an offset', string({ format: 'date-time' }), '2025-10-15T13:51:00', false],
    ['a date-time with text after its offset', string({ format: 'date-time' }), '2025-10-15T13:51ZT5', false],
    ['a date where a date-time is declared', string({ format: 'date-time' }), '2025-10-15', false],
    ['a time', string({ format: 'time' }), '13:51:00', true],
    ['a uuid', string({ format: 'uuid' }), '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f', true],
    ['a short id where a uuid is declared', string({ format: 'uuid' }), '12345', false],
    ['an email', string({ format: 'email' }), 'ada@example.com', true],
    ['a name where an email is declared', string({ format: 'email' }), 'Ada', false],
    ['a URL', string({ format: 'uri' }), 'https://example.com/a', true],
    ['a host name where a URI is declared (Asana)', string({ format: 'uri' }), 'asana.com', false],
    // NDHM's deeplink example: `new URL` takes the space, RFC 3986 (and ajv, behind Prism) does not.
    ['a URL with a space and a note in it (NDHM)', string({ format: 'uri' }), 'https://link.to.health.records/ (Optional)', false],
    ['a URL with a non-ASCII character (an IRI, not a URI)', string({ format: 'url' }), 'https://example.com/ü', false],
    ['a URL with an IP literal host and escapes', string({ format: 'uri' }), 'https://[::1]:8080/a%20b?q=1#top', true],
    ['a relative reference', string({ format: 'uri-reference' }), '/companies/1/data?page=2#top', true],
    ['a template where a URI reference is declared (Codat)', string({ format: 'uri-reference' }), '/companies/{id}/data', false],
    ['a broken escape in a URI reference', string({ format: 'uri-reference' }), '/a%2', false],
    ['a URI template with expressions (GitHub)', string({ format: 'uri-template' }), 'https://api.github.com/search/code?q={query}{&page,per_page,sort,order}', true],
    ['a URI template with a prefix, an explode and a dotted name', string({ format: 'uri-template' }), '/users{/id:3}{?list*}{#a.b}', true],
    ['words where a URI template is declared', string({ format: 'uri-template' }), 'volutpat vel', false],
    ['an expression left open', string({ format: 'uri-template' }), '/orders/{id', false],
    ['an empty expression', string({ format: 'uri-template' }), '/orders/{}', false],
    ['a quote in a URI template', string({ format: 'uri-template' }), "/it's", false],
    ['a JSON pointer', string({ format: 'json-pointer' }), '/a~1b/0', true],
    ['the whole document as a JSON pointer', string({ format: 'json-pointer' }), '', true],
    ['a URI fragment where a JSON pointer is declared (ReadMe)', string({ format: 'json-pointer' }), '#/a~1b', false],
    ['a broken escape in a JSON pointer', string({ format: 'json-pointer' }), '/a~2', false],
    ['a relative JSON pointer', string({ format: 'relative-json-pointer' }), '2/foo/0', true],
    ['a relative JSON pointer asking for a key', string({ format: 'relative-json-pointer' }), '1#', true],
    ['a JSON pointer where a relative one is declared', string({ format: 'relative-json-pointer' }), '/foo', false],
    ['a duration', string({ format: 'duration' }), 'P3DT4H', true],
    ['a placeholder where a duration is declared (ReadMe)', string({ format: 'duration' }), 'TBD', false],
    // Azure Batch's `maxWallClockTime` examples: ISO 8601 takes the fraction, JSON Schema's RFC 3339 (ajv, Prism) does not.
    ['a duration with fractional seconds', string({ format: 'duration' }), 'P10675199DT2H48M5.4775807S', false],
    ['a duration in weeks', string({ format: 'duration' }), 'P2W', true],
    ['an IPv4 address', string({ format: 'ipv4' }), '10.0.0.1', true],
    ['an IPv6 address where IPv4 is declared', string({ format: 'ipv4' }), '::1', false],
    ['an IPv6 address', string({ format: 'ipv6' }), '::1', true],
    ['base64 bytes', string({ format: 'byte' }), 'ZXhhbXBsZQ==', true],
    ['a word where base64 bytes are declared (n-auth)', string({ format: 'byte' }), 'string', false],
    ['a format the validators do not check', string({ format: 'color' }), 'blue', true],
    ['a member of the enum', string({ enum: ['a', 'b'] }), 'b', true],
    ['not a member of the enum', string({ enum: ['a', 'b'] }), 'c', false],
    ['text within its lengths and pattern', string({}, { minLength: 2, maxLength: 4, pattern: '^[a-z]+$' }), 'abc', true],
    ['text too long', string({}, { maxLength: 2 }), 'abc', false],
    ['text off its pattern', string({}, { pattern: '^[a-z]+$' }), 'ABC', false],
    // DigitalOcean's tag names: `\:` is no escape in Unicode mode; the generated validators compile it without.
    ['a pattern only non-Unicode mode reads, matched', string({}, { pattern: '^[a-zA-Z0-9_\\-\\:]+$' }), 'env:prod', true],
    ['a pattern only non-Unicode mode reads, not matched', string({}, { pattern: '^[a-zA-Z0-9_\\-\\:]+$' }), 'two words', false],
    ['a number where a string is declared', string(), 5, false],
    ['"false" where a boolean is declared', { kind: 'boolean', meta: {} }, 'false', false],
    ['a boolean', { kind: 'boolean', meta: {} }, false, true],
    ['an integer', number('integer', { minimum: 1 }), 3, true],
    ['a fraction where an integer is declared', number('integer'), 1.5, false],
    // Wowza's storage total, typed int32.
    ['past the int32 range', { kind: 'integer', format: 'int32', meta: {} }, 32429386811, false],
    ['below the int32 range', { kind: 'integer', format: 'int32', meta: {} }, -(2 ** 31) - 1, false],
    ['the int32 bounds themselves', { kind: 'integer', format: 'int32', meta: { constraints: { minimum: -(2 ** 31) } } }, 2 ** 31 - 1, true],
    ['int64 past 32 bits', { kind: 'integer', format: 'int64', meta: {} }, 32429386811, true],
    // Waterlinked's receiver ids: JSON numbers that JavaScript (and z.int()) cannot hold exactly.
    ['an integer past the safe range', { kind: 'integer', format: 'int64', meta: {} }, 2339264502380679700, false],
    ['the largest safe integer', number('integer'), Number.MAX_SAFE_INTEGER, true],
    ['0 below a minimum of 1', number('integer', { minimum: 1 }), 0, false],
    ['a number as text', number('number'), '3', false],
    // Nookipedia's `multipleOf: 0.1`: JSON Schema divides; a floating-point remainder is not 0.
    ['a multiple of a tenth', number('number', { multipleOf: 0.1 }), 999.4, true],
    ['not a multiple of a tenth', number('number', { multipleOf: 0.1 }), 0.35, false],
    ['a multiple of five', number('integer', { multipleOf: 5 }), 35, true],
    ['null where null is allowed', { kind: 'string', meta: { nullable: true } }, null, true],
    ['null where it is not', string(), null, false],
    ['null against a nullable enum without null (Vercel)', { kind: 'string', enum: ['production', 'staging'], meta: { nullable: true } }, null, false],
    ['the literal itself', { kind: 'literal', value: true, meta: {} }, true, true],
    ['another value than the literal (Slack: ok is true)', { kind: 'literal', value: true, meta: {} }, false, false],
    ['an object (not checked)', { kind: 'object', properties: [], additionalProperties: true, meta: {} }, { any: 1 }, true],
  ])('%s', (_what, schema, value, want) => {
    expect(exampleFits(schema, value)).toBe(want);
  });
});
