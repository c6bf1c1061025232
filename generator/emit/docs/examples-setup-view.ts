/**
 * "Running the examples": the environment variables the curl and TypeScript examples read (the
 * server from `$BASE_URL`, each credential from the variable named after its client option), with
 * a shell block that sets them for the real service and one that runs them against
 * `sdkgen serve --mock`. Derived from `servers`, each operation's preferred `auth` scheme and
 * `security.tokens`.
 */
import type { Api, SecurityScheme } from '../../ir/types.ts';
import { BASE_URL_VARIABLE, credentialEnvVar, preferredScheme } from './credentials.ts';
import { curlExample } from './curl-example.ts';
import { mdCode, mdFence } from './markdown.ts';

export interface ExampleVariableView {
  name: string;
  nameMd: string;
  meaning: string;
}

export interface ExamplesSetupView {
  variables: ExampleVariableView[];
  /** Sets every variable for the real service (placeholders where only the reader knows the value). */
  realShell: { code: string; md: string };
  /** Starts the mock on 127.0.0.1:4010 with known credentials and sets the variables to match. */
  mockShell: { code: string; md: string };
}

/** The demo credentials the mock is started with, so the reader knows them before it prints them. */
const MOCK_API_KEY = 'demo-key';
const MOCK_USERNAME = 'demo@example.com';
const MOCK_PASSWORD = 'demo-password';

/** The schemes some example uses, in the order of first use. */
function usedSchemes(api: Api): SecurityScheme[] {
  const used = new Set<SecurityScheme>();
  for (const operation of api.operations) {
    const scheme = preferredScheme(operation, api);
    if (scheme) used.add(scheme);
  }
  return [...used];
}

/** The command that fills a token-flow bearer variable: the create operation's own curl example, its token read by node. */
function tokenCommand(api: Api, scheme: SecurityScheme): string | undefined {
  const flow = api.tokenFlow;
  const create = flow && flow.scheme === scheme.name ? api.operations.find((o) => o.name === flow.createOperation) : undefined;
  if (!flow || !create || preferredScheme(create, api)?.name === scheme.name) return undefined;
  const read = `node -p 'JSON.parse(require("fs").readFileSync(0, "utf8"))[${JSON.stringify(flow.tokenField)}]'`;
  return `export ${credentialEnvVar(scheme)}="$(${curlExample(create, api).replace(/^curl /, 'curl --silent --fail --retry 5 --retry-connrefused ')} | ${read})"`;
}

export function examplesSetupView(api: Api): ExamplesSetupView {
  const server = api.servers[0]?.url ?? 'https://api.example.com';
  const variables: ExampleVariableView[] = [{ name: BASE_URL_VARIABLE, nameMd: mdCode(BASE_URL_VARIABLE), meaning: `the server, e.g. ${server} (no trailing slash)` }];
  const real: string[] = [`export ${BASE_URL_VARIABLE}=${server}`];
  const mock: string[] = [];
  const mockServerEnv: string[] = [];
  const later: string[] = [];
  const add = (name: string, meaning: string, realValue?: string, mockValue?: string) => {
    if (variables.some((v) => v.name === name)) return;
    variables.push({ name, nameMd: mdCode(name), meaning });
    if (realValue !== undefined) real.push(`export ${name}=${realValue}`);
    if (mockValue !== undefined) mock.push(`export ${name}=${mockValue}`);
  };
  for (const scheme of usedSchemes(api)) {
    const variable = credentialEnvVar(scheme);
    if (scheme.kind === 'apiKey') {
      add(variable, `the API key (client option ${scheme.clientOption})`, "'…your API key…'", MOCK_API_KEY);
      mockServerEnv.push(`SDKGEN_API_KEY="$${variable}"`);
    } else if (scheme.kind === 'basic') {
      if (scheme.username === 'apiKey') add('API_KEY', 'the API key, sent as the Basic username', "'…your API key…'", MOCK_API_KEY);
      else add('USERNAME', 'the Basic username', "'…your username…'", MOCK_USERNAME);
      add('PASSWORD', 'the Basic password', "'…your password…'", MOCK_PASSWORD);
      mockServerEnv.push('SDKGEN_DEMO_PASSWORD="$PASSWORD"');
    } else {
      const token = tokenCommand(api, scheme);
      add(variable, `the bearer token (client option ${scheme.clientOption})${token ? ', from the token exchange' : ''}`, token ? undefined : "'…your token…'");
      if (token) later.push(token);
    }
  }
  const serve = `${[...new Set(mockServerEnv)].join(' ')}${mockServerEnv.length > 0 ? ' ' : ''}npx sdkgen serve ${api.manifestPath} --mock &`;
  const mockCode = [...mock, `export ${BASE_URL_VARIABLE}=http://127.0.0.1:4010`, serve, ...later].join('\n');
  const realCode = [...real, ...later].join('\n');
  return {
    variables,
    realShell: { code: realCode, md: mdFence(realCode, 'sh') },
    mockShell: { code: mockCode, md: mdFence(mockCode, 'sh') },
  };
}
