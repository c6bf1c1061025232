/**
 * `pattern` written as a JavaScript regular expression literal, slashes and all: PeerTube's
 * usernames are `/^[a-z0-9._]+$/`. As a pattern that asks for a `/` before the start of the
 * text, so no text matches it and a validator refuses every value. Anchored inside both
 * slashes and without flags, it is read as what is between them; anything else stays as written.
 */
const LITERAL = /^\/(\^.*\$)\/$/s;

export function literalBody(pattern: string): string | undefined {
  return LITERAL.exec(pattern)?.[1];
}
