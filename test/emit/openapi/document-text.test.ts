/**
 * openapi.json printed in pieces (document-text.ts) is, joined, exactly `jsonText` of the whole
 * document: path items in several batches, arrays that fit their line only at the indentation
 * they have in the whole document, numbers written with exponents, no paths at all. And the
 * generated export, streamed to the writer, is the file `emitOpenApi` returns whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../../generator/emit/json-text.ts';
import { documentText, type PathItem } from '../../../generator/emit/openapi/document-text.ts';
import { emitOpenApi } from '../../../generator/emit/openapi/index.ts';
import { generate } from '../../../generator/generate.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { tempDir } from '../../helpers/tmp.ts';

/** A path item whose enum fits its line at the depth paths' operations have, with a few columns to spare or none. */
function item(index: number): Record<string, unknown> {
  const values = Array.from({ length: 1 + (index % 9) }, (_, i) => `value-${index}-${i}`);
  return {
    get: {
      operationId: `get_${index}`,
      parameters: [{ name: 'state', in: 'query', schema: { type: 'string', enum: values } }],
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'number', maximum: 1e21 + index * 1e6 } } } } },
    },
  };
}

function documentWith(paths: Record<string, unknown>): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 'T', version: '1' }, tags: [{ name: 'a' }], paths, components: { schemas: { A: { type: 'string', enum: ['x', 'y'] } } } };
}

const pathItems = (count: number): PathItem[] => Array.from({ length: count }, (_, i) => [`/things/${i}/{id}`, () => item(i)]);

describe('documentText', () => {
  it.each([0, 1, 499, 500, 501, 1234])('%i path items: the pieces are jsonText of the whole document', (count) => {
    const items = pathItems(count);
    const whole = jsonText(documentWith(Object.fromEntries(items.map(([path, build]) => [path, build()]))));
    const pieces = [...documentText(documentWith({}), items)];
    expect(pieces.join('')).toBe(whole);
    // Several pieces once there are paths: the head, a piece per batch of 500, the tail.
    expect(pieces.length).toBe(count === 0 ? 1 : 2 + Math.ceil(count / 500));
  });

  it('refuses a document without an empty paths member rather than leave the path items out', () => {
    expect(() => [...documentText({ openapi: '3.1.0', paths: { '/a': {} } }, pathItems(2))]).toThrow(/no empty `paths` member/);
    expect([...documentText({ openapi: '3.1.0' }, [])].join('')).toBe(jsonText({ openapi: '3.1.0' }));
  });

  it('builds each path item only when its batch is printed', () => {
    const built: number[] = [];
    const items: PathItem[] = pathItems(1200).map(([path, build], index) => [path, () => (built.push(index), build())]);
    const pieces = documentText(documentWith({}), items);
    pieces.next();
    expect(built).toEqual([]);
    pieces.next();
    expect(built.length).toBe(500);
  });
});

describe('the generated export', () => {
  it('streamed by generate is the text emitOpenApi returns whole', { timeout: 60_000 }, async () => {
    const out = join(tempDir('openapi-streamed'), 'out');
    await generate({ manifestPath: 'test/fixtures/manifests/paths.yaml', outDir: out, cache: false });
    const [whole] = emitOpenApi(await loadApi('test/fixtures/manifests/paths.yaml'));
    expect(readFileSync(join(out, 'openapi.json'), 'utf8')).toBe(whole!.content);
  });
});
