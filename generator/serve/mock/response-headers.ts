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
    const candidates = [() => fallback, () => sampleOne(schemaArbitrary(header.schema, ctx), seed), () => sampleOne(schemaArbitrary(header.schema, { ...ctx, ignoreExamples: true }), seed)];
    for (const candidate of candidates) {
      const value = candidate();
      if (value === undefined || value === null || !isHeaderValue(header.name, String(value))) continue;
      sent[header.name] = String(value);
      break;
    }
  }
  return sent;
}

function isHeaderValue(name: string, value: string): boolean {
  try {
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}
