/**
 * `openapi.json` is printed with each path item built as JSON.stringify reaches it; the text must
 * be exactly that of the whole document built as data (`openApiDocument`), for every fixture.
 */
import { describe, expect, it } from 'vitest';
import { emitOpenApi, openApiDocument } from '../../../generator/emit/openapi/index.ts';
import { jsonText } from '../../../generator/emit/json-text.ts';
import { loadApi } from '../../../generator/ir/build.ts';

const MANIFESTS = ['manifest/ica.yaml', ...['minimal', 'paths', 'responses', 'rpc', 'versions', 'wire'].map((name) => `test/fixtures/manifests/${name}.yaml`)];

describe('openapi.json', () => {
  it.each(MANIFESTS)('%s: the printed export is the document as data', async (manifest) => {
    const api = await loadApi(manifest);
    const [file] = emitOpenApi(api);
    expect(file!.content).toBe(jsonText(openApiDocument(api)));
    expect(Object.keys(JSON.parse(file!.content).paths).length).toBeGreaterThan(0);
  });
});
