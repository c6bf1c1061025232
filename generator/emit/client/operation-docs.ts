/**
 * The JSDoc of an operation's function and method: what it does, the HTTP call behind it, who
 * may call it, in which API versions, and a copyable example. Manifest text goes through
 * `docText` so it can never end the comment early.
 */
import { alternativeText } from '../../ir/auth-requirements.ts';
import { matchSuffix } from '../../ir/match-selectors.ts';
import type { Api, Operation } from '../../ir/types.ts';
import { docText } from '../ts/render.ts';
import { exampleStatement } from '../example-statement.ts';
import { exampleArguments } from './example-call.ts';

/** `callee` is what the example calls, e.g. `client.projectData.archiveData` or `archiveData`. */
export function operationDoc(operation: Operation, api: Api, example: { callee: string; clientArgument: boolean }): string {
  const args = exampleArguments(operation, api);
  const argumentList = example.clientArgument ? ['client', args].filter(Boolean).join(', ') : args;
  const sections = [
    operation.summary,
    `\`${operation.method} ${operation.path.raw}${matchSuffix(operation.match)}\``,
    operation.description,
    operation.notes.map((note) => `- ${note}`).join('\n'),
    `${authLine(operation, api)} API versions: ${operation.versions.join(', ')}.`,
  ];
  const tags = [
    operation.deprecated ? '@deprecated This operation is deprecated and may be removed.' : undefined,
    ['@example', '```ts', exampleStatement(operation, `${example.callee}(${argumentList})`), '```'].join('\n'),
  ];
  return docText([...sections, ...tags].filter((part) => part !== undefined && part !== '').join('\n\n'));
}

/** "Auth: `apiKey` (ApiKeyAuth) or `jwt` (JwtAuth)." naming the client options that supply each scheme. */
function authLine(operation: Operation, api: Api): string {
  if (operation.auth.length === 0) return 'No authentication.';
  const schemes = operation.auth.map((alternative) =>
    alternativeText(alternative, (name) => {
      const option = api.securitySchemes.find((scheme) => scheme.name === name)?.clientOption;
      return option ? `\`${option}\` (${name})` : name;
    }),
  );
  return `Auth: ${schemes.join(' or ')}.`;
}
