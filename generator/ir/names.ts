/** Naming rules shared by every emitter: snake_case manifest names to code identifiers and file stems. */

function words(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * `convert`, computed once per text: the same names come back throughout an API (a parameter or
 * property name in every operation), and the cases are regex work (about 70 ms of a 1,400-operation
 * import, before). Cleared when it grows past the limit, so a long-running process stays bounded.
 */
export function cachedByText(convert: (text: string) => string): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= 50_000) cache.clear();
      value = convert(text);
      cache.set(text, value);
    }
    return value;
  };
}

/** `archive_data` → `archiveData`; `Project data` → `projectData`. */
export const camelCase = cachedByText((text) =>
  words(text)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(''),
);

/** `archive_data` → `ArchiveData`. */
export function pascalCase(text: string): string {
  const camel = camelCase(text);
  return camel ? camel[0]!.toUpperCase() + camel.slice(1) : camel;
}

/** `projectData` or `Project data` → `project-data`. */
export function kebabCase(text: string): string {
  return words(text).join('-');
}

/** A header such as `X-Request-Id` as a params key: `xRequestId`. */
export function headerKey(header: string): string {
  return camelCase(header);
}
