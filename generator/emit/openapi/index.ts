/**
 * The OpenAPI 3.1 export (`openapi.json`): the IR as a standard description that other tools
 * (validators, viewers, other generators) can read. Keys are emitted in a fixed order.
 */
import type { Api, Operation } from '../../ir/types.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { commonMark } from './commonmark.ts';
import { toJsonSchema } from './json-schema.ts';
import { matchPathKey } from './match-path-key.ts';
import { operationObject } from './operation.ts';
import { serverObject } from './server-object.ts';
import { securitySchemes } from './security.ts';
import { jsonText } from '../json-text.ts';

/** The conventional order of methods inside a path item. */
/** OpenAPI's order of a path item's operations. */
const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'head', 'patch'];

/** How a path item is given: as data, or (`lazy`) as an object whose `toJSON` builds it. */
type PathItems = 'data' | 'lazy';

function pathsObject(api: Api, items: PathItems): Record<string, unknown> {
  const groupName = new Map(api.groups.map((g) => [g.key, g.name]));
  const byPath = new Map<string, Operation[]>();
  for (const operation of api.operations) {
    const key = matchPathKey(operation);
    const list = byPath.get(key);
    if (list) list.push(operation);
    else byPath.set(key, [operation]);
  }
  const paths = [...byPath.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(
    paths.map((path) => {
      const operations = [...(byPath.get(path) ?? [])].sort(
        (a, b) => METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
      );
      const item = () => Object.fromEntries(operations.map((op) => [op.method.toLowerCase(), operationObject(op, api, groupName.get(op.group) ?? op.group)]));
      return [path, items === 'lazy' ? { toJSON: item } : item()];
    }),
  );
}

/** The export as data. */
export function openApiDocument(api: Api): Record<string, unknown> {
  return documentOf(api, 'data');
}

function documentOf(api: Api, items: PathItems): Record<string, unknown> {
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
    paths: pathsObject(api, items),
    components: {
      schemas: Object.fromEntries(api.schemas.map((s) => [s.name, toJsonSchema(s.schema)])),
      securitySchemes: securitySchemes(api),
    },
  };
}

/**
 * The export as JSON text. Each path item is built as JSON.stringify reaches it (`toJSON`) and
 * dropped once printed, so the operations' objects are never all held at once: on an API of
 * 11,000 operations (Microsoft Graph) they were the largest thing in memory.
 */
export function emitOpenApi(api: Api): EmittedFile[] {
  return [{ path: 'openapi.json', content: jsonText(documentOf(api, 'lazy')), format: 'json' }];
}
