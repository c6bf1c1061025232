/**
 * Comparing a presented secret (API key, password, opaque token) with a known one without
 * telling an attacker, through the response time, how much of it was right. `===` stops at the
 * first differing character; `timingSafeEqual` does not, but needs equal lengths, so both sides
 * are hashed first: then neither the content nor the length of the known secret leaks.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time equality of two secrets; use it in `verifyApiKey`, `verifyBasic` and the like. */
export function secretsEqual(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function digest(text: string): Buffer {
  // Text is hashed as UTF-8, update()'s default.
  return createHash('sha256').update(text).digest();
}
