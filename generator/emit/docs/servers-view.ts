/**
 * The docs' list of the manifest's `servers`: each URL as the manifest writes it, and for a URL
 * template, its variables (default, values, description) and, for the first server (the
 * client's), how the client's `serverVariables` option fills them in.
 */
import type { Api, Server } from '../../ir/types.ts';
import { propertyKey } from '../client/identifiers.ts';
import { tsLiteral } from '../ts/literal.ts';
import { mdCode } from './markdown.ts';
import { inlineText, type TextView } from './text-view.ts';

export interface ServerVariableView {
  name: string;
  nameMd: string;
  default: string;
  defaultMd: string;
  /** The values it may take, or "any". */
  values: string;
  valuesMd: string;
  description: TextView;
}

export interface ServerView {
  url: string;
  urlMd: string;
  description: TextView;
  variables: ServerVariableView[];
  /** For the client's server: a client option setting its variables, e.g. `serverVariables: { region: 'us' }`. */
  clientOption?: string;
  clientOptionMd?: string;
}

export function serversView(api: Api): ServerView[] {
  return api.servers.map((server, i) => {
    const url = server.template ?? server.url;
    const variables = (server.variables ?? []).map((v): ServerVariableView => {
      const values = v.enum ? v.enum.map((value) => JSON.stringify(value)).join(', ') : 'any';
      return {
        name: v.name,
        nameMd: mdCode(v.name, true),
        default: JSON.stringify(v.default),
        defaultMd: mdCode(JSON.stringify(v.default), true),
        values,
        valuesMd: v.enum ? v.enum.map((value) => mdCode(JSON.stringify(value), true)).join(', ') : 'any',
        description: inlineText(v.description ?? ''),
      };
    });
    const option = i === 0 ? clientOption(server) : undefined;
    return { url, urlMd: mdCode(url, true), description: inlineText(server.description ?? ''), variables, ...(option ? { clientOption: option, clientOptionMd: mdCode(option) } : {}) };
  });
}

/** `serverVariables: { region: 'us' }`: each variable set to a value other than its default where there is one. */
function clientOption(server: Server): string | undefined {
  if (!server.variables) return undefined;
  const entries = server.variables.map((v) => `${propertyKey(v.name)}: ${tsLiteral(v.enum?.find((value) => value !== v.default) ?? v.default)}`);
  return `serverVariables: { ${entries.join(', ')} }`;
}
