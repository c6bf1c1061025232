/**
 * The client option `serverVariables`, for an API whose first server (manifest `servers[0]`) is a
 * URL template: one optional property per variable, typed by its `enum` where it has one, and
 * the constructor expression that fills the template with them (`fillServerURL`, runtime
 * templates/client/core/server-url.ts). `baseURL`, when given, still wins.
 */
import type { Api } from '../../ir/types.ts';
import { docText } from '../ts/render.ts';
import { inlineLiteral } from '../ts/literal.ts';
import { propertyKey } from './identifiers.ts';

export interface ServerVariablesOption {
  /** The `serverVariables` property of the client options interface. */
  property: { name: string; type: string; hasQuestionToken: true; docs: ReturnType<typeof docText>[] };
  /** The base URL from the template, the defaults and the option: `fillServerURL('https://{region}…', { region: 'eu' }, serverVariables)`. */
  fill: string;
}

export function serverVariablesOption(api: Api): ServerVariablesOption | undefined {
  const server = api.servers[0];
  if (!server?.template || !server.variables) return undefined;
  const members = server.variables.map((v) => {
    const type = v.enum ? v.enum.map((value) => inlineLiteral(value)).join(' | ') : 'string';
    const sentence = v.description && !/[.!?]$/.test(v.description) ? `${v.description}.` : v.description;
    const about = [sentence, `Default: ${inlineLiteral(v.default)}.`].filter(Boolean).join(' ');
    return `  /** ${about.replace(/\*\//g, '*\\/')} */\n  ${propertyKey(v.name)}?: ${type};`;
  });
  const defaults = Object.fromEntries(server.variables.map((v) => [v.name, v.default]));
  return {
    property: {
      name: 'serverVariables',
      // On several lines, so each variable's comment sits above it.
      type: `{\n${members.join('\n')}\n}`,
      hasQuestionToken: true,
      docs: [docText(`Values for the variables of the server URL \`${server.template}\`, each taking its default when left out. \`baseURL\` overrides the whole URL.`)],
    },
    fill: `fillServerURL(${inlineLiteral(server.template)}, ${inlineLiteral(defaults)}, serverVariables)`,
  };
}
