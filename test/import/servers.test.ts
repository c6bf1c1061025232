/**
 * The API's `servers` (generator/import/servers.ts): a URL template keeps its variables, which
 * the client's `serverVariables` option fills in; what a manifest cannot hold is reported and
 * settled (relative URLs, a default outside its enum, values that give no URL).
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';
import { validateManifestText } from '../../generator/import/validate-manifest-text.ts';

const ok = { '200': { description: 'OK' } };

function imported(servers: unknown, paths: Record<string, unknown> = { '/pets': { get: { operationId: 'listPets', responses: ok } } }) {
  const result = importOpenApi({ openapi: '3.0.3', info: { title: 'T', version: '1' }, servers, paths });
  return {
    servers: result.manifest.servers,
    own: result.manifest.operations.map((op) => op.server),
    warnings: result.warnings.map((w) => `${w.pointer}: ${w.message}`),
  };
}

describe('API servers with variables', () => {
  it.each([
    {
      name: 'a template keeps its variables, with their values and description; a trailing slash goes',
      servers: [{ url: 'https://{region}.api.example.com/{version}/', variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'Where the data lives' }, version: { default: 'v2' } } }],
      want: { servers: [{ url: 'https://{region}.api.example.com/{version}', variables: { region: { default: 'eu', description: 'Where the data lives', enum: ['eu', 'us'] }, version: { default: 'v2' } } }], warnings: [] },
    },
    {
      name: 'numbers become text; a declared variable the URL does not use is left out',
      servers: [{ url: 'http://localhost:{port}', variables: { port: { default: 8080, enum: [8080, 8443] }, unused: { default: 'x' } } }],
      want: { servers: [{ url: 'http://localhost:{port}', variables: { port: { default: '8080', enum: ['8080', '8443'] } } }], warnings: [] },
    },
    {
      name: 'a default outside its enum drops the enum',
      servers: [{ url: 'https://{env}.example.com', variables: { env: { default: 'prod', enum: ['staging', 'sandbox'] } } }],
      want: {
        servers: [{ url: 'https://{env}.example.com', variables: { env: { default: 'prod' } } }],
        warnings: ['/servers/0/variables/env/enum: the default "prod" is not one of the values; any value is accepted'],
      },
    },
    {
      name: 'a value that gives no absolute URL is dropped',
      servers: [{ url: '{scheme}://api.example.com', variables: { scheme: { default: 'https', enum: ['https', 'not a scheme'] } } }],
      want: {
        servers: [{ url: '{scheme}://api.example.com', variables: { scheme: { default: 'https', enum: ['https'] } } }],
        warnings: ['/servers/0/variables/scheme/enum: values that do not give an absolute URL are dropped: "not a scheme"'],
      },
    },
    {
      name: 'a relative template takes its defaults, resolved against localhost',
      servers: [{ url: '/{basePath}', variables: { basePath: { default: 'v1' } } }],
      want: {
        servers: [{ url: 'http://localhost/v1' }],
        warnings: [
          '/servers/0/url: server variables are only kept for the API\'s own servers with an absolute URL; using "/v1"',
          '/servers/0/url: relative server URL "/v1" is resolved against http://localhost: http://localhost/v1',
        ],
      },
    },
    {
      name: 'a variable without a default takes none, and the server is left out',
      servers: [{ url: 'https://{tenant}.example.com', variables: { tenant: { enum: ['a'] } } }, { url: 'https://example.com' }],
      want: {
        servers: [{ url: 'https://example.com' }],
        warnings: [
          '/servers/0/url: server variables are only kept for the API\'s own servers with an absolute URL; using "https://{tenant}.example.com"',
          '/servers/0/url: "https://{tenant}.example.com" still has variables; ignored',
        ],
      },
    },
  ])('$name', ({ servers, want }) => {
    const result = imported(servers);
    expect({ servers: result.servers, warnings: result.warnings }).toEqual(want);
  });

  it('an operation whose server is the template at its defaults is not sent elsewhere', () => {
    const servers = [{ url: 'https://{region}.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }];
    const result = imported(servers, { '/a': { get: { operationId: 'a', servers: [{ url: 'https://eu.example.com' }], responses: ok } }, '/b': { get: { operationId: 'b', responses: ok } } });
    expect(result.own).toEqual([undefined, undefined]);
  });

  it('writes a manifest that validates', () => {
    const result = importOpenApi({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
      paths: { '/pets': { get: { operationId: 'listPets', responses: ok } } },
    });
    expect(validateManifestText(result.yaml, 'imported.yaml').manifest.servers).toEqual([
      { url: 'https://{region}.api.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    ]);
  });
});
