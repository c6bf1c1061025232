/**
 * generator/emit/xml-shape.ts: what the server needs to write a response's data as XML,
 * from the schema's `xml` hints. Given/want rows; only what differs from OpenAPI's defaults is kept.
 */
import { describe, expect, it } from 'vitest';
import { xmlShape } from '../../generator/emit/xml-shape.ts';
import type { Schema, SchemaMeta } from '../../generator/ir/types.ts';

const object = (properties: Record<string, Schema>, meta: SchemaMeta = {}): Schema => ({
  kind: 'object',
  properties: Object.entries(properties).map(([name, schema]) => ({ name, schema, required: false })),
  additionalProperties: true,
  meta,
});
const text = (meta: SchemaMeta = {}): Schema => ({ kind: 'string', meta });
const ref = (name: string, meta: SchemaMeta = {}): Schema => ({ kind: 'ref', name, meta });
const list = (items: Schema, meta: SchemaMeta = {}): Schema => ({ kind: 'array', items, meta });

const schemas = new Map<string, Schema>([
  ['Category', object({ id: text() }, { xml: { name: 'category' } })],
  ['Tag', object({ name: text() })],
  ['Pet', object({ id: text({ xml: { attribute: true } }), category: ref('Category'), tags: list(ref('Tag'), { xml: { wrapped: true } }) }, { xml: { name: 'pet' } })],
  ['Node', object({ next: ref('Node', { xml: { name: 'child' } }) })],
]);

describe('xmlShape', () => {
  it.each<[string, Schema, unknown]>([
    ['a component with no hints is named after itself', ref('Tag'), { name: 'Tag' }],
    ['an inline schema with no hints is the root', object({ a: text() }), { name: 'root' }],
    ['a component its xml.name renames', ref('Category'), { name: 'category' }],
    [
      'attributes, a referenced component with a name, and a wrapped list',
      ref('Pet'),
      { name: 'pet', properties: { id: { attribute: true }, category: { name: 'category' }, tags: { wrapped: true } } },
    ],
    ['the $ref\'s own name wins over its component\'s', ref('Category', { xml: { name: 'kind' } }), { name: 'kind' }],
    ['a root list of components names its items', list(ref('Category')), { name: 'root', items: { name: 'category' } }],
    ['a root list named by its own xml, its items after their component', list(ref('Tag'), { xml: { name: 'tags' } }), { name: 'tags', items: { name: 'Tag' } }],
    ['an unwrapped list property keeps the defaults', object({ tags: list(ref('Tag')) }), { name: 'root' }],
    [
      'namespaces and prefixes are kept',
      object({ a: text({ xml: { namespace: 'urn:a', prefix: 'a' } }) }, { xml: { name: 'Doc', namespace: 'urn:doc' } }),
      { name: 'Doc', namespace: 'urn:doc', properties: { a: { namespace: 'urn:a', prefix: 'a' } } },
    ],
    [
      'an allOf is its parts\' properties together',
      { kind: 'intersection', parts: [ref('Pet'), object({ note: text({ xml: { attribute: true } }) })], meta: {} },
      { name: 'root', properties: { id: { attribute: true }, category: { name: 'category' }, tags: { wrapped: true }, note: { attribute: true } } },
    ],
  ])('%s', (_what, given, want) => {
    expect(xmlShape(given, schemas)).toEqual(want);
  });

  it('stops a recursive schema at a fixed depth, below which the defaults apply', () => {
    const shape = xmlShape(ref('Node'), schemas);
    let depth = 0;
    for (let node: { properties?: { next?: object } } | undefined = shape; node !== undefined; node = node.properties?.next) depth++;
    expect(depth).toBeGreaterThan(2);
    expect(depth).toBeLessThanOrEqual(10);
    expect(shape).toMatchObject({ name: 'Node', properties: { next: { name: 'child', properties: { next: { name: 'child' } } } } });
  });
});
