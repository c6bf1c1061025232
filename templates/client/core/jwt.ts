/**
 * Reads the expiry of a JWT so the client can renew it before the server starts rejecting it.
 * The signature is not verified: the client only schedules renewal, the server decides what is
 * valid. Uses `atob` and `TextDecoder`, which every supported runtime has.
 */

/** The `exp` claim in milliseconds since the epoch, or undefined when absent or unreadable. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  // Stryker disable next-line ConditionalExpression: without it decoding undefined throws, and the catch also returns undefined
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: `.exp` of another primitive is undefined and of null throws into the catch: undefined either way
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    // Stryker disable next-line ConditionalExpression: Number.isFinite is false for anything but a number; the typeof is there for the type checker
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  // Stryker disable next-line StringLiteral,ArithmeticOperator: atob (forgiving-base64) also takes unpadded input; padding keeps stricter decoders happy
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
