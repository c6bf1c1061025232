/**
 * API keys sent in the query (`apiKey` schemes with `query`), whose specs name `queryCredential`
 * as their writer so that a bundle without such schemes leaves this out. The key is kept out of
 * what the client hands back: the `url` of every response, which a `ProblemError` carries as
 * `error.response` and which `asResponse()` / `withResponse()` return, shows `[redacted]` in
 * place of the key. A logged error, or `util.inspect` of one, then never prints the key. And a
 * redirect to another origin goes there without it.
 */
import type { CredentialWriter } from './spec.ts';

const REDACTED = '[redacted]';

/** `response` with the values of the `names` query parameters hidden in its `url`; `response` itself (changed in place). */
export function redactQueryCredentials(response: Response, names: readonly string[]): Response {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a fast path; with no names nothing is present, and new URL('') throws into the catch
  if (names.length === 0 || response.url === '') return response;
  let url: URL;
  try {
    url = new URL(response.url);
  } catch {
    return response;
  }
  const present = names.filter((name) => url.searchParams.has(name));
  // Stryker disable next-line ConditionalExpression: a fast path; with no key present the url would be set to itself
  if (present.length === 0) return response;
  for (const name of present) url.searchParams.set(name, REDACTED);
  Object.defineProperty(response, 'url', { value: url.href, enumerable: true });
  return response;
}

/** `url` without the `names` query parameters, for a hop to another origin (which must not get the key). */
export function withoutQueryCredentials(url: URL, names: readonly string[]): URL {
  // Stryker disable next-line ConditionalExpression: a fast path; deleting absent names leaves a copy equal to `url`
  if (!names.some((name) => url.searchParams.has(name))) return url;
  const stripped = new URL(url);
  for (const name of names) stripped.searchParams.delete(name);
  return stripped;
}

/** The writer of API keys sent in the query parameter `scheme.query`. */
export const queryCredential: CredentialWriter = {
  write: (scheme, credential) => ({ headers: {}, query: { [scheme.query!]: credential as string } }),
  guard: { redact: redactQueryCredentials, strip: withoutQueryCredentials },
};
