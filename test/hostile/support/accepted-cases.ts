/**
 * Manifests that look hostile but are legitimate and must load. `sameAsBase` cases encode the
 * base manifest differently (BOM, CRLF) and must produce exactly the base's IR; the others
 * check what they must preserve.
 */
import { schemaToTs } from '../../../generator/emit/client/schema-types.ts';
import { toJsonSchema } from '../../../generator/emit/openapi/json-schema.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { BASE, edit, insertBefore } from './manifest-text.ts';

export interface AcceptedCase {
  name: string;
  text: string | Buffer;
  sameAsBase?: boolean;
  check?: (api: Api) => void;
}

const op = (api: Api, name: string) => api.operations.find((o) => o.name === name)!;
const nested = (depth: number, leaf: string, open: string, close: string) => `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

function depthOf(value: unknown): number {
  let depth = 0;
  for (let current = value; Array.isArray(current); current = current[0]) depth++;
  return depth;
}

function assert(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const itemProperties = (api: Api) => {
  const item = api.schemas.find((s) => s.name === 'Item')!.schema;
  return item.kind === 'object' ? item.properties.map((p) => p.name) : [];
};

export const ACCEPTED_CASES: AcceptedCase[] = [
  { name: 'UTF-8 byte order mark', text: `\uFEFF${BASE}`, sameAsBase: true },
  { name: 'a %YAML 1.2 directive', text: `%YAML 1.2\n---\n${BASE}`, sameAsBase: true },
  {
    name: 'properties named constructor, prototype and toString are kept',
    text: edit('      name: { type: string }\n', '      name: { type: string }\n      constructor: { type: string }\n      prototype: { type: integer }\n      toString: { type: boolean }\n'),
    check: (api) => {
      const names = itemProperties(api);
      assert(['constructor', 'prototype', 'toString'].every((n) => names.includes(n)), names.join(', '));
      const item = api.schemas.find((s) => s.name === 'Item')!.schema;
      const ts = schemaToTs(item);
      assert(ts.includes('constructor?: string') && ts.includes('prototype?: number'), ts);
      const json = JSON.stringify(toJsonSchema(item));
      assert(json.includes('"constructor":{"type":"string"}') && json.includes('"prototype":{"type":"integer"}'), json);
    },
  },
  { name: 'CRLF line endings', text: BASE.replace(/\n/g, '\r\n'), sameAsBase: true },
  { name: 'BOM and CRLF together', text: `\uFEFF${BASE.replace(/\n/g, '\r\n')}`, sameAsBase: true },
  { name: 'tabs as separators, not indentation', text: BASE.replace('method: GET\n    path: /api/items\n', 'method:\tGET\n    path:\t/api/items\n'), sameAsBase: true },
  {
    name: 'CRLF inside a block scalar is normalised',
    text: edit('    summary: Get one item.\n', '    summary: Get one item.\n    description: |\n      line one\n      line two\n').replace(/\n/g, '\r\n'),
    check: (api) => assert(op(api, 'get_item').description === 'line one\nline two\n', JSON.stringify(op(api, 'get_item').description)),
  },
  {
    name: 'tab and escaped NUL inside a summary',
    text: edit('summary: List the items.', 'summary: "List\\tthe\\0items."'),
    check: (api) => assert(op(api, 'list_items').summary === 'List\tthe\u0000items.', 'summary changed'),
  },
  {
    name: 'raw NUL byte inside a quoted summary',
    text: edit('summary: List the items.', 'summary: "List\u0000the items."'),
    check: (api) => assert(op(api, 'list_items').summary === 'List\u0000the items.', 'summary changed'),
  },
  {
    name: 'a 4 MB summary',
    text: edit('summary: List the items.', `summary: "${'x'.repeat(4 * 1024 * 1024)}"`),
    check: (api) => assert(op(api, 'list_items').summary.length === 4 * 1024 * 1024, 'summary cut'),
  },
  {
    name: 'right-to-left, combining, astral and zero-width text',
    text: edit('summary: List the items.', 'summary: "עברית e\u0301 🚀 a\u200bb \u202eevil"'),
    check: (api) => assert(op(api, 'list_items').summary === 'עברית e\u0301 🚀 a\u200bb \u202eevil', 'summary changed'),
  },
  {
    name: 'small anchors and aliases for reuse',
    text: edit('    requestBody:\n      schema: { $ref: Item }', '    requestBody:\n      schema: *item', edit('      schema: { $ref: Item }\n  - name: archive', '      schema: &item { $ref: Item }\n  - name: archive')),
    check: (api) => assert(JSON.stringify(op(api, 'archive_item').requestBody?.contents[0]?.schema) === JSON.stringify(op(api, 'get_item').response.contents[0]?.schema), 'alias differs'),
  },
  {
    name: 'recursion through properties and arrays (A.b → B, B.a → [A])',
    text: edit('schemas:\n', 'schemas:\n  A: { type: object, properties: { b: { $ref: B } } }\n  B: { type: object, properties: { a: { type: array, items: { $ref: A } } } }\n'),
    check: (api) => assert(api.schemas.some((s) => s.name === 'A') && api.schemas.some((s) => s.name === 'B'), 'schemas lost'),
  },
  {
    name: '500-deep nested example value',
    text: edit('      schema: { $ref: Item }\n  - name: archive', `      schema: { $ref: Item }\n      example: ${nested(500, '1', '[', ']')}\n  - name: archive`),
    check: (api) => assert(depthOf(op(api, 'get_item').response.example) === 500, 'example depth changed'),
  },
  {
    name: '100-deep nested array schema',
    text: edit('      schema: { $ref: Item }\n  - name: archive', `      schema: ${nested(100, '{ type: string }', '{ type: array, items: ', ' }')}\n  - name: archive`),
  },
  {
    name: 'a 1 MB single-line example',
    text: insertBefore('  - name: archive_item', `    response:\n      example: [${Array.from({ length: 150_000 }, (_, i) => i).join(',')}]`, edit('    response:\n      schema: { $ref: Item }\n', '')),
  },
];
