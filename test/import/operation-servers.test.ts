/**
 * `servers` of path items and operations (generator/import/operation-servers.ts): an operation
 * served from another host than the API's first server keeps it as `server`; where every
 * operation names the same one, it becomes the API's server instead.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';

const ok = { '200': { description: 'OK' } };
const API = 'https://api.example.com/v1';

function imported(paths: Record<string, unknown>, servers: unknown = [{ url: API }]) {
  const result = importOpenApi({ openapi: '3.0.3', info: { title: 'T', version: '1' }, servers, paths });
  return {
    servers: result.manifest.servers.map((server) => server.url),
    own: Object.fromEntries(result.manifest.operations.map((op) => [op.name, op.server])),
    warnings: result.warnings.map((w) => `${w.pointer}: ${w.message}`),
  };
}

describe('operation servers', () => {
  it.each([
    {
      name: 'an operation on another host keeps it; the others have none',
      paths: { '/files': { get: { operationId: 'listFiles', responses: ok }, post: { operationId: 'uploadFile', servers: [{ url: 'https://upload.example.com/v1/' }], responses: ok } } },
      want: { servers: [API], own: { list_files: undefined, upload_file: 'https://upload.example.com/v1' }, warnings: [] },
    },
    {
      name: 'a path item\'s server is each of its operations\', read once',
      paths: {
        '/files/{id}/content': {
          servers: [{ url: 'https://{region}.dl.example.com', variables: { region: { default: 'eu' } } }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: { operationId: 'download', responses: ok }, put: { operationId: 'replace', responses: ok } },
        '/files': { get: { operationId: 'listFiles', responses: ok } },
      },
      want: {
        servers: [API],
        own: { download: 'https://eu.dl.example.com', replace: 'https://eu.dl.example.com', list_files: undefined },
        warnings: ['/paths/~1files~1{id}~1content/servers/0/url: server variables are only kept for the API\'s own servers with an absolute URL; using "https://eu.dl.example.com"'],
      },
    },
    {
      name: 'the operation\'s own server wins over its path item\'s',
      paths: { '/files': { servers: [{ url: 'https://a.example.com' }], get: { operationId: 'listFiles', servers: [{ url: 'https://b.example.com' }], responses: ok }, post: { operationId: 'addFile', responses: ok } } },
      want: { servers: [API], own: { list_files: 'https://b.example.com', add_file: 'https://a.example.com' }, warnings: [] },
    },
    {
      name: 'the API\'s own server named again is no server of the operation',
      paths: { '/files': { get: { operationId: 'listFiles', servers: [{ url: `${API}/` }], responses: ok }, post: { operationId: 'addFile', servers: [{ url: 'https://b.example.com' }], responses: ok } } },
      want: { servers: [API], own: { list_files: undefined, add_file: 'https://b.example.com' }, warnings: [] },
    },
    {
      // Kubernetes: `//kubernetes.local` at the top, `https://kubernetes.local` on every operation.
      name: 'one server named by every operation is the API\'s, first',
      paths: { '/a': { get: { operationId: 'getA', servers: [{ url: 'https://k.local' }], responses: ok } }, '/b': { servers: [{ url: 'https://k.local' }], get: { operationId: 'getB', responses: ok } } },
      servers: [{ url: 'http://k.local' }],
      want: { servers: ['https://k.local', 'http://k.local'], own: { get_a: undefined, get_b: undefined }, warnings: [] },
    },
    {
      name: 'an unusable server is skipped for the next one',
      paths: { '/files': { get: { operationId: 'listFiles', servers: [{ description: 'no url' }, { url: 'https://b.example.com' }], responses: ok }, post: { operationId: 'addFile', responses: ok } } },
      want: { servers: [API], own: { list_files: 'https://b.example.com', add_file: undefined }, warnings: ['/paths/~1files/get/servers/0: expected a server with a "url"; ignored'] },
    },
  ])('$name', ({ paths, servers, want }) => {
    expect(imported(paths, servers)).toEqual(want);
  });
});
