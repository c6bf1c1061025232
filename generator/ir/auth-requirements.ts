/**
 * The alternatives of an operation's `auth` (and of `security.default`). Each manifest entry is a
 * scheme name, or a list of scheme names a request must carry together (an OpenAPI requirement
 * object naming several schemes, e.g. Trello's key and token); the empty list is anonymous access
 * as an alternative (OpenAPI's `{}`). The IR holds every alternative as a list, in the manifest's
 * order of preference; the runtimes get single schemes back as plain names, so an API without
 * combined schemes has the same specs as before they existed.
 */
export type AuthAlternative = readonly string[];

/** A manifest entry as it appears in `auth` or `security.default`. */
export type AuthEntry = string | string[];

export const authAlternatives = (entries: readonly (string | readonly string[])[]): AuthAlternative[] => entries.map((entry) => (typeof entry === 'string' ? [entry] : [...entry]));

/** Every scheme an alternative names, each once, in order. */
export const schemesIn = (auth: readonly AuthAlternative[]): string[] => [...new Set(auth.flat())];

/** Whether one alternative needs no credentials at all. */
export const allowsAnonymous = (auth: readonly AuthAlternative[]): boolean => auth.some((alternative) => alternative.length === 0);

/** Whether an operation takes credentials, though perhaps only optionally. */
export const takesCredentials = (auth: readonly AuthAlternative[]): boolean => auth.some((alternative) => alternative.length > 0);

/** How generated specs carry `auth`: a single scheme as its name, several together as a list. */
export const runtimeAuth = (auth: readonly AuthAlternative[]): AuthEntry[] => auth.map((alternative) => (alternative.length === 1 ? alternative[0]! : [...alternative]));

/** One alternative in words: `a`, `a and b`, or `no credentials`; `show` formats each name. */
export function alternativeText(alternative: AuthAlternative, show: (scheme: string) => string = (scheme) => scheme): string {
  if (alternative.length === 0) return 'no credentials';
  const names = alternative.map(show);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A key that tells alternatives apart (for comparing two `auth` lists). */
export const alternativeKey = (alternative: AuthAlternative): string => alternative.join('\u0000');
