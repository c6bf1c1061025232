/**
 * The OpenAPI 3.1 export (`openapi.json`): the IR as a standard description that other tools
 * (validators, viewers, other generators) can read. Keys are emitted in a fixed order.
 */
import type { Api, Operation } from '../../ir/types.ts';
import { bannerText, type EmittedFile, type OutputSink } from '../types.ts';
import { commonMark } from './commonmark.ts';
import { toJsonSchema } from './json-schema.ts';
import { matchPathKey } from './match-path-key.ts';
import { operationObject } from './operation.ts';
import { serverObject } from './server-object.ts';
import { securitySchemes } from './security.ts';
import { documentText, type PathItem } from './document-text.ts';

/** OpenAPI's order of a path item's operations. */
const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'head', 'patch'];

/** Each path's item, in the order of `paths`: built when printed (document-text.ts). */
function pathItems(api: Api): PathItem[] {
  const groupName = new Map(api.groups.map((g) => [g.key, g.name]));
  const byPath = new Map<string, Operation[]>();
  for (const operation of api.operations) {
    const key = matchPathKey(operation);
    const list = byPath.get(key);
    if (list) list.push(operation);
    else byPath.set(key, [operation]);
  }
  const paths = [...byPath.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return paths.map((path) => {
    const operations = [...(byPath.get(path) ?? [])].sort(
      (a, b) => METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
    );
    return [path, () => Object.fromEntries(operations.map((op) => [op.method.toLowerCase(), operationObject(op, api, groupName.get(op.group) ?? op.group)]))];
  });
}

/** The export as data. */
export function openApiDocument(api: Api): Record<string, unknown> {
  return documentOf(api, Object.fromEntries(pathItems(api).map(([path, build]) => [path, build()])));
}

function documentOf(api: Api, paths: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: api.title,
      version: String(api.media.current),
      ...(api.description ? { description: commonMark(api.description) } : {}),
    },
    'x-generated-by': bannerText(api.manifestPath),
    servers: api.servers.map(serverObject),
    tags: api.groups.map((g) => ({ name: g.name, ...(g.description ? { description: commonMark(g.description) } : {}) })),
    paths,
    components: {
      schemas: Object.fromEntries(api.schemas.map((s) => [s.name, toJsonSchema(s.schema)])),
      securitySchemes: securitySchemes(api),
    },
  };
}

/** The export as JSON text, whole. */
export function emitOpenApi(api: Api): EmittedFile[] {
  return [{ path: 'openapi.json', content: [...openApiText(api)].join(''), format: 'json' }];
}

/** The export as JSON text, handed to `out` a batch of path items at a time, letting the writer catch up after each. */
export async function streamOpenApi(api: Api, out: OutputSink): Promise<void> {
  const file = out.open('openapi.json');
  for (const text of openApiText(api)) {
    file.write(text);
    await out.drained();
  }
  file.end();
}

function openApiText(api: Api): Generator<string> {
  return documentText(documentOf(api, {}), pathItems(api));
}
