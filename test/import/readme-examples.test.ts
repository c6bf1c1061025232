/**
 * Real descriptions from @readme/oas-examples (3.0): given each one, want its content maps,
 * encodings, statuses and parameter styles in the manifest, and only the warnings about what is
 * still unsupported (cookies, label/matrix path styles, body-field styles, 3xx/4xx-only
 * operations). Each manifest also loads like `sdkgen generate` would load it.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import type { Manifest } from '../../generator/manifest/schema.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

const EXAMPLES = join(PROJECT_ROOT, 'node_modules/@readme/oas-examples/3.0/json');
const dir = tempDir('import-readme-examples');
const operation = (manifest: Manifest, name: string) => manifest.operations.find((op) => op.name === name);

const binaryFile = { type: 'string', format: 'binary' };

it.each([
  {
    file: 'file-uploads',
    warnings: 0,
    check: (m: Manifest) => {
      expect(operation(m, 'post_image_png')?.requestBody).toEqual({ mediaType: 'image/png', schema: binaryFile });
      expect(operation(m, 'put_multipart_formdata')?.requestBody).toEqual({
        mediaType: 'multipart/form-data',
        schema: { type: 'object', properties: { filename: { type: 'array', items: binaryFile } } },
      });
    },
  },
  {
    file: 'form-data',
    warnings: 0,
    check: (m: Manifest) => expect(operation(m, 'demo_form_data')?.requestBody).toMatchObject({ mediaType: 'application/x-www-form-urlencoded' }),
  },
  {
    // Before: 36 warnings (every non-default style and every encoding dropped). Left: cookies,
    // label/matrix path styles, body-field styles the client does not apply (every style of a
    // multipart part, deepObject among them), and the two
    // `/cookies#…` variants (fragment dropped, then skipped as the same route as `/cookies`).
    file: 'parameters-style',
    warnings: 29,
    check: (m: Manifest) => {
      const styles = (name: string) => operation(m, name)?.parameters?.map((p) => [p.name, p.style, p.explode]);
      expect(styles('query_form_non_exploded')).toEqual([['primitive', undefined, false], ['array', undefined, false], ['object', undefined, false]]);
      expect(styles('query_deep_object_non_exploded')).toEqual([['object', 'deepObject', true]]);
      expect(styles('headers_simple_exploded')).toEqual([['primitive', undefined, true], ['array', undefined, true], ['object', undefined, true]]);
      expect(styles('paths_label_non_exploded')?.map(([, style]) => style)).toEqual(['label', 'label', 'label']);
      const body = operation(m, 'form_data_pipe_delimited_non_exploded')?.requestBody;
      expect(body).toMatchObject({ content: { 'multipart/form-data': { encoding: { array: { style: 'pipeDelimited' }, object: { style: 'pipeDelimited' } } } } });
    },
  },
  {
    // Before: 2 warnings (text/plain dropped).
    file: 'response-multiple-mediatypes',
    warnings: 0,
    check: (m: Manifest) => expect(operation(m, 'post_multiple_types_single_example')?.response?.content).toEqual({ 'application/json': {}, 'text/plain': {} }),
  },
  {
    // Before: 1 warning (encoding dropped); the encoding here only spells out the default style.
    file: 'schema-encoding-style',
    warnings: 0,
    check: (m: Manifest) => expect(operation(m, 'encoding_form')?.requestBody).toMatchObject({ mediaType: 'multipart/form-data' }),
  },
  {
    // Unchanged at 91: operations that answer only 3xx/4xx/5xx have no success response to type.
    file: 'http-status-codes',
    warnings: 91,
    check: (m: Manifest) => {
      const status = (path: string) => m.operations.find((op) => op.path === path)?.response?.status;
      expect([status('/status/200'), status('/status/201'), status('/status/202'), status('/status/204')]).toEqual([undefined, 201, 202, 204]);
    },
  },
])('$file imports the wire as described, with only the warnings still due', async ({ file, warnings, check }) => {
  const result = await importOpenApiFile(join(EXAMPLES, `${file}.json`), { id: 'example' });
  check(result.manifest);
  expect(result.warnings).toHaveLength(warnings);
  await expectLoadable(result, dir, `${file}.yaml`);
});
