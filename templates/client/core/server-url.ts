/**
 * The base URL of a server whose URL is a template (`https://{region}.api.example.com`): each
 * `{name}` takes the value the client's `serverVariables` option gives it, else its default.
 * Only the generated clients of such APIs import it, so other bundles leave it out.
 */
export function fillServerURL(template: string, defaults: Readonly<Record<string, string>>, values: Readonly<Record<string, string | undefined>> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => values[name] ?? defaults[name] ?? whole);
}
