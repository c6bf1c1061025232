/**
 * The headers `serve --mock` sends with a success (manifest `response.headers`): every required
 * one, which a validating proxy demands (Velo's token answer requires `Cache-Control` and
 * `Pragma`), and an optional one where the manifest gives its value (`default` or `example`).
 * A value is the schema's default, else one drawn like the body (its example first), as text:
 * the manifest holds headers to scalars and leaves those that frame the message to HTTP.
 */
import { validateHeaderValue } from 'node:http';
import type { ResponseHeader } from '../../ir/types.ts';
import { type ArbitraryContext, sampleOne, schemaArbitrary } from './schema-arbitrary.ts';

export function mockHeaders(headers: readonly ResponseHeader[], ctx: ArbitraryContext, seed: number): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const header of headers) {
    const { default: fallback, example } = header.schema.meta;
    if (!header.required && fallback === undefined && example === undefined) continue;
    // A given value HTTP cannot carry (Velo's `Location` example is HTML over several lines) is
    // replaced by one drawn from the schema alone; a header still without one is left out.
    const value = [
      () => fallback,
      () => sampleOne(schemaArbitrary(header.schema, ctx), seed),
      () => sampleOne(schemaArbitrary(header.schema, { ...ctx, ignoreExamples: true }), seed),
    ]
      .map((candidate) => text(candidate()))
      .find((candidate) => candidate !== undefined && isHeaderValue(header.name, candidate));
    if (value !== undefined) sent[header.name] = value;
  }
  return sent;
}

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

function isHeaderValue(name: string, value: string): boolean {
  try {
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}
