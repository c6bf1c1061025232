/**
 * Deterministic synthetic manifests of any size, for the generation scaling rows.
 *
 * The ICA manifest has 307 operations; to see how generation grows we need bigger APIs that look
 * like real ones rather than 10,000 copies of one route. Each "resource" (e.g. `blueWidgets`) gets
 * ten operations in the shapes real REST APIs use: list with paging query parameters, create with
 * a JSON body, get/update/delete by id, AIP-136 colon actions on an item (`{id}:archive`) and on
 * the collection (`:batchGet`), and a nested child collection with two path parameters. Every
 * resource has two object schemas (with enums, formats, maps, arrays and `$ref`s), two resources
 * share a group, and the token flow of the real API (API key → JWT) is kept. The same size always
 * produces byte-identical YAML, so runs are comparable.
 *
 * CLI: `tsx bench/synthetic-manifest.ts <operations> [out.yaml]` (stdout without a path).
 */
import { writeFile } from 'node:fs/promises';
import { stringify } from 'yaml';

const ADJECTIVES = ['blue', 'quick', 'silent', 'bright', 'cold', 'deep', 'eager', 'fair', 'grand', 'happy', 'ideal', 'jolly', 'keen', 'lucky', 'merry', 'noble', 'open', 'prime', 'rapid', 'solid', 'tidy', 'urban', 'vivid', 'warm', 'young', 'zesty', 'amber', 'bold', 'calm', 'dusty'];
const NOUNS = ['widget', 'gadget', 'report', 'invoice', 'ticket', 'device', 'sensor', 'bucket', 'folder', 'package', 'release', 'cluster', 'node', 'volume', 'snapshot', 'policy', 'role', 'member', 'team', 'channel', 'message', 'webhook', 'pipeline', 'runner', 'artifact', 'dataset', 'model', 'experiment', 'metric', 'alert', 'incident', 'schedule', 'workflow', 'template', 'license', 'contract', 'order', 'shipment', 'payment', 'refund'];

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

type Op = Record<string, unknown>;

/** The ten operations, two schemas and path parameter of resource number `index`. */
function resource(index: number, group: string) {
  const adjective = ADJECTIVES[index % ADJECTIVES.length]!;
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]!;
  const round = Math.floor(index / (ADJECTIVES.length * NOUNS.length));
  const stem = `${adjective}${cap(noun)}${round ? round + 1 : ''}`; // blueWidget
  const snake = `${adjective}_${noun}${round ? `_${round + 1}` : ''}`;
  const Type = cap(stem);
  const plural = `/api/${stem}s`;
  const id = `${stem}Id`;
  const item = `${plural}/{${id}}`;
  const ref = (name: string) => ({ $ref: name });
  const paging = [
    { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'Items per page.' },
    { name: 'pageToken', in: 'query', schema: { type: 'string' }, description: 'Token of the page to return.' },
  ];
  const base = (name: string, method: string, path: string, summary: string, extra: Op = {}): Op => ({ name, method, path, group, summary, ...extra });
  const ops: Op[] = [
    base(`list_${snake}s`, 'GET', plural, `List the ${noun}s.`, { parameters: [...paging, { name: 'filter', in: 'query', schema: { type: 'string' } }], response: { schema: { type: 'object', properties: { items: { type: 'array', items: ref(Type) }, nextPageToken: { type: 'string' } } } } }),
    base(`create_${snake}`, 'POST', plural, `Create a ${noun}.`, { requestBody: { required: true, schema: ref(`${Type}Input`) }, response: { status: 201, schema: ref(Type) } }),
    base(`get_${snake}`, 'GET', item, `Get a ${noun}.`, { response: { schema: ref(Type) } }),
    base(`update_${snake}`, 'PUT', item, `Replace a ${noun}.`, { requestBody: { required: true, schema: ref(`${Type}Input`) }, response: { schema: ref(Type) } }),
    base(`delete_${snake}`, 'DELETE', item, `Delete a ${noun}.`, { parameters: [{ name: 'X-Request-Id', in: 'header', schema: { type: 'string' } }] }),
    base(`archive_${snake}`, 'POST', `${item}:archive`, `Archive a ${noun}.`, { requestBody: 'none', idempotent: true }),
    base(`restore_${snake}`, 'POST', `${item}:restore`, `Restore an archived ${noun}.`, { requestBody: 'none' }),
    base(`batch_get_${snake}s`, 'POST', `${plural}:batchGet`, `Get several ${noun}s at once.`, { requestBody: { schema: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: 100 } } } } }),
    base(`list_${snake}_events`, 'GET', `${item}/events`, `List the events of a ${noun}.`, { parameters: paging, deprecated: index % 7 === 3 }),
    base(`get_${snake}_event`, 'GET', `${item}/events/{eventId}`, `Get one event of a ${noun}.`, { versions: [2, 3] }),
  ];
  const schemas = {
    [Type]: {
      type: 'object',
      description: `A ${noun}.`,
      required: ['id', 'name', 'status'],
      properties: {
        id: { type: 'string', readOnly: true },
        name: { type: 'string', maxLength: 200 },
        status: { type: 'string', enum: ['active', 'archived', 'deleted'] },
        createdAt: { type: 'string', format: 'date-time' },
        size: { type: 'integer', minimum: 0 },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        owner: ref('Owner'),
        tags: { type: 'array', items: { type: 'string' } },
      },
    },
    [`${Type}Input`]: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, labels: { type: 'object', additionalProperties: { type: 'string' } }, description: { type: ['string', 'null'] } } },
  };
  return { ops, schemas, pathParameter: [id, { description: `Identifier of a ${noun}.`, example: `${noun}-123` }] as const };
}

/** YAML text of a valid manifest with exactly `operations` operations (at least 2). */
export function syntheticManifest(operations: number): string {
  if (!(operations >= 2)) throw new RangeError(`need at least 2 operations, got ${operations}`);
  const ops: Op[] = [];
  const schemas: Record<string, unknown> = {
    Token: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
    Owner: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' } } },
    Problem: { type: 'object', properties: { type: { type: 'string' }, title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' } }, additionalProperties: true },
  };
  const pathParameters: Record<string, unknown> = { eventId: { description: 'Identifier of an event.' } };
  const groups: { name: string; key: string }[] = [{ name: 'Tokens', key: 'tokens' }];
  ops.push({ name: 'create_jwt_token', method: 'POST', path: '/api/tokens', group: 'Tokens', summary: 'Exchange an API key for a JWT.', auth: ['ApiKeyAuth'], requestBody: 'none', response: { schema: { $ref: 'Token' } } });
  for (let index = 0; ops.length < operations; index++) {
    if (index % 2 === 0) groups.push({ name: `Area ${index / 2 + 1}`, key: `area${index / 2 + 1}` });
    const r = resource(index, groups.at(-1)!.name);
    ops.push(...r.ops.slice(0, operations - ops.length));
    Object.assign(schemas, r.schemas);
    pathParameters[r.pathParameter[0]] = r.pathParameter[1];
  }
  const manifest = {
    sdkgen: 1,
    id: `synthetic-${operations}`,
    title: `Synthetic API with ${operations} operations`,
    servers: [{ url: 'https://api.example.com' }],
    basePath: '/api',
    media: { success: 'application/vnd.example.v{version}+json', problem: 'application/problem+json', currentVersion: 3 },
    compression: ['gzip'],
    security: {
      default: ['ApiKeyAuth', 'JwtAuth'],
      schemes: { ApiKeyAuth: { type: 'apiKey', header: 'X-API-Key', clientOption: 'apiKey' }, JwtAuth: { type: 'bearer', bearerFormat: 'JWT', clientOption: 'jwt' } },
      tokens: { scheme: 'JwtAuth', create: 'create_jwt_token', field: 'token', notRefreshableFrom: ['ApiKeyAuth'] },
    },
    defaults: { versions: [3] },
    errors: { schema: 'Problem' },
    pathParameters,
    schemas,
    groups,
    operations: ops,
  };
  // Shared objects (the paging parameters) are written out in full, not as YAML anchors and
  // aliases: the rows measure the pipeline, not alias resolution (see bench/README.md).
  return `# Synthetic benchmark manifest (bench/synthetic-manifest.ts); do not edit.\n${stringify(manifest, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

export async function writeSyntheticManifest(operations: number, path: string): Promise<void> {
  await writeFile(path, syntheticManifest(operations));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const [count, out] = process.argv.slice(2);
  const text = syntheticManifest(Number(count));
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
}
