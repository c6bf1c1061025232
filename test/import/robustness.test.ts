/**
 * Never a crash: whatever is wrong in a document, `importOpenApi` returns a manifest that loads
 * (plus warnings) or throws an ImportError for input that is not an OpenAPI 3 document at all.
 * Property test: random subtrees of the large fixture replaced by random JSON.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ImportError, importOpenApi, validateManifestText } from '../../generator/import/index.ts';
import { IMPORTER_BUG } from '../../generator/import/check-imported-manifest.ts';
import { fixture } from './helpers.ts';

const SHELTER = parse(readFileSync(fixture('shelter-3.1.yaml'), 'utf8')) as Record<string, unknown>;

/** Every path to a value in `value`, as lists of keys. */
function pathsIn(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsIn(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsIn(v, [...at, k], out);
  return out;
}

function replaced(doc: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const PATHS = pathsIn(SHELTER).filter((p) => p.length > 0);

describe('importOpenApi never crashes', () => {
  it.each([
    ['not an object', 42, 'expected an OpenAPI document'],
    ['Swagger 2', { swagger: '2.0' }, 'expected OpenAPI 3.0 or 3.1, got Swagger 2.0'],
    ['no version', { info: {} }, 'expected an "openapi" field'],
    ['no operations', { openapi: '3.0.0', paths: { '/a': { options: {} } } }, 'no operation the manifest can hold'],
    ['no paths', { openapi: '3.0.0', paths: {} }, '#/paths is empty: the description has no operation to generate'],
  ])('refuses %s with an ImportError', (_name, doc, message) => {
    expect(() => importOpenApi(doc)).toThrow(ImportError);
    expect(() => importOpenApi(doc)).toThrow(message);
  });

  it('survives any subtree replaced by any JSON value, and what it returns loads', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), fc.jsonValue({ maxDepth: 3 }), (path, value) => {
        let result;
        try {
          result = importOpenApi(replaced(SHELTER, path, value));
        } catch (error) {
          // An ImportError about the input is fine; one saying the result breaks the loader's rules is a bug.
          if (error instanceof ImportError && !error.message.includes(IMPORTER_BUG)) return;
          throw error;
        }
        validateManifestText(result.yaml, 'mutated.yaml');
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('names that are also JavaScript object keys', () => {
  it('renames __proto__, constructor and toString where they become code, with a warning each', async () => {
    // JSON.parse, because `{ __proto__: [] }` in source code would set a prototype, not a key.
    const doc: unknown = JSON.parse(`{
      "openapi": "3.1.0",
      "info": { "title": "Hostile" },
      "security": [{ "__proto__": [] }],
      "paths": {
        "/a/{__proto__}": {
          "get": {
            "tags": [" constructor "],
            "security": [{ "toString": [] }, { "__proto__": [] }],
            "parameters": [{ "name": "__proto__", "in": "path", "required": true }, { "name": "toString", "in": "query" }],
            "responses": { "200": { "description": "OK", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/__proto__" } } } } }
          }
        },
        "/b/{__proto__}": { "get": { "parameters": [{ "name": "__proto__", "in": "path", "required": true }], "responses": { "204": { "description": "OK" } } } }
      },
      "components": {
        "securitySchemes": { "__proto__": { "type": "http", "scheme": "bearer" }, "toString": { "type": "apiKey", "in": "header", "name": "X-T" } },
        "schemas": {
          "__proto__": {
            "type": "object", "required": ["toString"], "properties": { "constructor": { "type": "string" } },
            "discriminator": { "propertyName": "constructor", "mapping": { "__proto__": "#/components/schemas/__proto__" } }
          }
        }
      }
    }`);
    const result = importOpenApi(doc);
    validateManifestText(result.yaml, 'hostile.yaml');
    const { manifest } = result;
    expect(Object.keys(manifest.security.schemes)).toEqual(['__proto__Scheme', 'toStringScheme']);
    expect(manifest.security.default).toEqual(['__proto__Scheme']);
    expect(manifest.groups).toEqual([{ name: 'constructor', key: 'constructorGroup' }, { name: 'Default' }]);
    expect(manifest.operations.map((op) => [op.path, op.group, op.auth, op.parameters])).toEqual([
      ['/a/{protoParam}', 'constructor', ['toStringScheme', '__proto__Scheme'], undefined],
      ['/b/{protoParam}', 'Default', undefined, undefined],
    ]);
    expect(Object.keys(manifest.pathParameters ?? {})).toEqual(['protoParam']);
    // Property names that are not `__proto__` are carried as they are: payloads may have them.
    // A required name that `properties` lacks is still a property the object must carry.
    expect(manifest.schemas?.Proto?.properties).toEqual({ constructor: { type: 'string' }, toString: {} });
    expect(result.warnings).toEqual([
      { pointer: '/servers', message: 'no usable server; using http://localhost' },
      { pointer: '/components/securitySchemes/__proto__', message: 'security scheme "__proto__" renamed "__proto__Scheme": "__proto__" is a name every JavaScript object already has' },
      { pointer: '/components/securitySchemes/toString', message: 'security scheme "toString" renamed "toStringScheme": "toString" is a name every JavaScript object already has' },
      { pointer: '/paths/~1a~1{__proto__}/get/parameters/1', message: 'query parameter "toString" is dropped: its params key "toString" is a name every JavaScript object already has; add it to the URL in an onRequest hook' },
      { pointer: '/paths/~1a~1{__proto__}/get/parameters/0', message: 'path parameter {__proto__} renamed {protoParam}: its params key "__proto__" is a name every JavaScript object already has' },
      { pointer: '/paths/~1b~1{__proto__}/get/parameters/0', message: 'path parameter {__proto__} renamed {protoParam}: its params key "__proto__" is a name every JavaScript object already has' },
      { pointer: '/components/schemas/__proto__/discriminator/mapping/__proto__', message: 'discriminator value "__proto__" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it' },
      { pointer: '/components/schemas/__proto__/required/0', message: 'required property "toString" is not among the properties; added as any value' },
      { pointer: '/paths/~1a~1{__proto__}/get/tags', message: 'group "constructor" gets the key "constructorGroup": the key "constructor" is a name every JavaScript object already has' },
    ]);
  });
});

describe('reading files', () => {
  it('refuses a YAML document that contains itself', async () => {
    const { parseOpenApiText } = await import('../../generator/import/index.ts');
    const doc = parseOpenApiText('openapi: 3.1.0\npaths: &p\n  /a: *p\n', 'loop.yaml');
    expect(() => importOpenApi(doc)).toThrow('the document contains itself');
  });

  it('reads JSON by extension or by content', async () => {
    const { parseOpenApiText } = await import('../../generator/import/index.ts');
    expect(parseOpenApiText('{"openapi": "3.1.0"}', 'doc')).toEqual({ openapi: '3.1.0' });
    expect(() => parseOpenApiText('{', 'doc.json')).toThrow(ImportError);
    expect(() => parseOpenApiText('a: [', 'doc.yaml')).toThrow('doc.yaml: invalid YAML');
  });
});
