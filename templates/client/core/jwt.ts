/**
 * Reads the expiry of a JWT so the client can renew it before the server starts rejecting it.
 * The signature is not verified: the client only schedules renewal, the server decides what is
 * valid. Uses `atob` and `TextDecoder`, which every supported runtime has.
 */

/** The `exp` claim in milliseconds since the epoch, or undefined when absent or unreadable. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
