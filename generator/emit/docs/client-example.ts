/**
 * The "call it with the generated client" example of an operation, e.g.
 * `await client.projectData.archiveData({ projectId: 'PROJECT_ID', dataId: 'DATA_ID' })`, with the
 * credential and the server URL read from the environment variables the docs' "Running the
 * examples" section tells the reader to set.
 */
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';
import { BASE_URL_VARIABLE, credentialEnvVar, preferredScheme } from './credentials.ts';
import { exampleStatement } from '../example-statement.ts';
import { exampleCallArguments } from '../examples.ts';
import { tsLiteral } from '../ts/literal.ts';
import { PRINT_WIDTH } from '../../write/prettier-options.ts';

/** The credential read from the environment; Basic takes the client's `{ username, password }` object. */
function credentialExpression(scheme: SecurityScheme): string {
  if (scheme.kind === 'basic') {
    const username = scheme.username === 'apiKey' ? 'API_KEY' : 'USERNAME';
    return `{ username: process.env.${username} ?? '', password: process.env.PASSWORD ?? '' }`;
  }
  return `process.env.${credentialEnvVar(scheme)}`;
}

export function clientExample(operation: Operation, api: Api): string {
  const group = api.groups.find((g) => g.key === operation.group);
  const scheme = preferredScheme(operation, api);
  // The server comes from the environment too, so one example runs against production or `sdkgen serve --mock`.
  const baseURL = `baseURL: process.env.${BASE_URL_VARIABLE}`;
  const option = scheme ? `{ ${scheme.clientOption}: ${credentialExpression(scheme)}, ${baseURL} }` : `{ ${baseURL} }`;
  const args = exampleCallArguments(operation, api);
  const call = `client.${group?.key ?? operation.group}.${operation.methodName}`;
  const hasArgs = Object.keys(args).length > 0;
  const oneLine = exampleStatement(operation, `${call}(${hasArgs ? tsLiteral(args) : ''})`);
  const fits = oneLine.split('\n').every((line) => line.length <= PRINT_WIDTH);
  const invocation = fits ? oneLine : exampleStatement(operation, `${call}(${tsLiteral(args, { layout: 'multiline' })})`);
  return [`import { ${api.clientName} } from ${tsLiteral(api.packageName)};`, '', `const client = new ${api.clientName}(${option});`, invocation].join('\n');
}
