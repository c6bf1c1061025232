/**
 * Swagger 2.0 descriptions are converted with swagger2openapi and then imported: the real ones
 * shipped in @readme/oas-examples/2.0 (YAML and JSON) all give manifests that load, and what the
 * converter could not convert (`x-s2o-warning`) comes out as an import warning with its pointer.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInput } from '../../generator/import/load-input.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

const EXAMPLES = join(PROJECT_ROOT, 'node_modules/@readme/oas-examples/2.0');
const FILES = ['yaml', 'json'].flatMap((format) => readdirSync(join(EXAMPLES, format)).map((name) => `${format}/${name}`));

const CONVERTED = { pointer: '/swagger', message: 'Swagger 2.0 converted to OpenAPI 3.0.0; pointers in warnings point into the converted document' };

/** Operations each example must give (the same for its YAML and JSON forms). */
const WANT_OPERATIONS: Record<string, number> = {
  'api-with-examples': 2, // one of them is the root path "/"
  'petstore-expanded': 4,
  'petstore-minimal': 1,
  'petstore-simple': 3,
  'petstore-with-external-docs': 4,
  petstore: 20,
  'schema-circular': 1,
};

describe('Swagger 2.0 from @readme/oas-examples', () => {
  const dir = tempDir('swagger2');

  it('has the examples this test expects', () => {
    expect(FILES).toHaveLength(14);
  });

  it.each(FILES)('%s converts, imports and loads', async (file) => {
    const result = await importOpenApiFile(join(EXAMPLES, file));
    expect(result.warnings[0]).toEqual(CONVERTED);
    const api = await expectLoadable(result, dir, `${file.replace(/\W/g, '-')}.yaml`);
    expect(api.operations).toHaveLength(WANT_OPERATIONS[file.replace(/^\w+\/|\.\w+$/g, '')]!);
  });

  it('keeps what petstore.yaml says about its operations', async () => {
    const { manifest } = await importOpenApiFile(join(EXAMPLES, 'yaml/petstore.yaml'));
    const find = manifest.operations.find((op) => op.name === 'find_pets_by_status')!;
    expect(find).toMatchObject({ method: 'GET', path: '/pet/findByStatus', group: 'pet' });
    expect(find.parameters?.[0]).toMatchObject({ name: 'status', in: 'query', required: true });
    expect(manifest.servers).toEqual([{ url: 'http://petstore.swagger.io/v2' }]);
  });

  it('is a side sdkgen diff can compare', async () => {
    const api = await loadInput(join(EXAMPLES, 'yaml/petstore.yaml'));
    expect(api.operations).toHaveLength(20);
  });
});

describe('what swagger2openapi cannot convert', () => {
  const dir = tempDir('swagger2-warnings');

  it('becomes a warning at its pointer, and the x-s2o-warning key is gone', async () => {
    const file = join(dir, 'tsv.yaml');
    writeFileSync(
      file,
      `swagger: '2.0'
info: { title: Tabs, version: '1' }
host: tabs.example
paths:
  /rows:
    get:
      operationId: listRows
      parameters:
        - { name: ids, in: query, type: array, items: { type: string }, collectionFormat: tsv }
      responses:
        '200': { description: OK, schema: { type: array, items: { type: string } } }
`,
    );
    const result = await importOpenApiFile(file);
    expect(result.warnings.slice(0, 2)).toEqual([CONVERTED, { pointer: '/paths/~1rows/get/parameters/0', message: 'Swagger 2.0 conversion: collectionFormat:tsv is no longer supported' }]);
    expect(result.yaml).not.toContain('x-s2o');
    expect(result.manifest.operations[0]!.name).toBe('list_rows');
  });

  it('refuses a Swagger version other than 2.0 with its pointer', async () => {
    const file = join(dir, 'old.yaml');
    writeFileSync(file, "swagger: '1.2'\ninfo: { title: Old }\n");
    await expect(importOpenApiFile(file)).rejects.toThrow(`${file}#/swagger (line 1, column 10): expected Swagger "2.0" or OpenAPI 3.0/3.1, got swagger "1.2"`);
  });
});
