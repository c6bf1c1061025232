/**
 * Descriptions built to break the importer end in an ImportError that says where (JSON pointer,
 * and line and column for YAML), or in a warning at a pointer, never in a bare JavaScript error
 * such as "Maximum call stack size exceeded" or "URI malformed".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError, importOpenApi, importOpenApiFile } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';

const HEAD = '{"openapi":"3.0.0","info":{"title":"Deep","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"OK","content":{"application/json":{"schema":';
const TAIL = '}}}}}}}}';

/** A JSON description whose response schema nests `levels` objects deep (built as text: JSON.stringify would overflow too). */
const nestedJson = (levels: number) => `${HEAD}${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}${TAIL}`;
const RESPONSE_SCHEMA = '/paths/~1a/get/responses/200/content/application~1json/schema';

interface ErrorCase {
  given: string;
  file: string;
  text: string;
  want: RegExp;
}

const ERRORS: ErrorCase[] = [
  { given: '10,000 nested schemas in JSON', file: 'deep.json', text: nestedJson(10_000), want: /deep\.json#\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/properties\/a\/.*….*\/properties\/a\/properties \(line 1, column \d+\): nested more than 256 levels deep; no API description needs that$/ },
  { given: '10,000 nested lists in YAML', file: 'deep.yaml', text: `openapi: 3.0.0\ninfo: { title: Deep }\npaths:\n  /a:\n    x-deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, want: /deep\.yaml: invalid YAML at line 5, column \d+: nested too deeply to read/ },
  { given: 'a YAML syntax error', file: 'broken.yaml', text: 'openapi: 3.0.0\npaths:\n  /a: [\n', want: /broken\.yaml: invalid YAML at line 4, column 1: / },
];

describe('hostile descriptions', () => {
  const dir = tempDir('hostile-descriptions');

  it.each(ERRORS)('$given: a positioned ImportError', async ({ file, text, want }) => {
    const path = join(dir, file);
    writeFileSync(path, text);
    const error = await importOpenApiFile(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(want);
  });

  it('refuses deep nesting in a parsed document too, naming the pointer', () => {
    const error = (() => {
      try {
        return importOpenApi(JSON.parse(nestedJson(300)));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).pointer).toBe(`${RESPONSE_SCHEMA}${'/properties/a'.repeat(124)}/properties`);
  });

  it('imports a document nested just under the limit', () => {
    const result = importOpenApi(JSON.parse(nestedJson(120)));
    expect(result.manifest.operations).toHaveLength(1);
  });

  it.each([
    ['a schema', `${RESPONSE_SCHEMA}/$ref`, { $ref: '#/components/schemas/%E0%A4%A' }],
    ['a parameter', '/paths/~1a/get/parameters/0/$ref', undefined],
  ])('warns about a $ref in %s with a malformed percent-escape', (_where, pointer, schema) => {
    const doc = JSON.parse(`${HEAD}{"type":"string"}${TAIL}`);
    if (schema) doc.paths['/a'].get.responses['200'].content['application/json'].schema = schema;
    else doc.paths['/a'].get.parameters = [{ $ref: '#/components/parameters/%ZZ' }];
    const ref = schema ? schema.$ref : '#/components/parameters/%ZZ';
    expect(importOpenApi(doc).warnings).toContainEqual({ pointer, message: `reference ${JSON.stringify(ref)} has a malformed percent-escape; ignored` });
  });
});
