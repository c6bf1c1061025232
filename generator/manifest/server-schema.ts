/**
 * One entry of the manifest's `servers`: an absolute URL, which may be a template with
 * `{variables}` the client fills in (`https://{region}.api.example.com`, Azure's `{Endpoint}`,
 * a `{basePath}`), each declared under `variables` with its default and, optionally, the values
 * it may take. Every `{name}` must be declared and every declared variable used, the default
 * must be one of its values, and each value must give an absolute URL (checks/servers.ts).
 */
import { z } from 'zod';

/** `{name}` placeholders of a server URL template. */
export const SERVER_VARIABLE = /\{([^{}]+)\}/g;

/** The URL `template` with each `{name}` replaced by `values[name]` (left as it is without one). */
export function fillServerUrl(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SERVER_VARIABLE, (whole, name: string) => values[name] ?? whole);
}

/** Whether `url` is an absolute URL: a scheme, and parseable (a template once its variables are filled). */
export const isAbsoluteUrl = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url) && URL.canParse(url);

/** A server's URL with its variables at their defaults. */
export function defaultServerUrl(server: { url: string; variables?: Record<string, { default: string }> }): string {
  return fillServerUrl(server.url, Object.fromEntries(Object.entries(server.variables ?? {}).map(([name, v]) => [name, v.default])));
}

const serverVariableSchema = z
  .object({
    default: z.string(),
    enum: z.array(z.string()).min(1).optional(),
    description: z.string().optional(),
  })
  .strict();

export const serverSchema = z
  .object({
    /** An absolute URL, or a template of one with `{variables}` (checked in checks/servers.ts). */
    url: z.string(),
    description: z.string().optional(),
    variables: z.record(z.string().regex(/^[^{}]+$/, 'expected a variable name without braces'), serverVariableSchema).optional(),
  })
  .strict();
