/**
 * generator/import/schema/extended-closed.ts: which `additionalProperties: false` schemas an
 * `allOf` extends with properties they do not declare (and so stay open on import). Given/want rows.
 */
import { describe, expect, it } from 'vitest';
import { RefResolver } from '../../generator/import/resolve-ref.ts';
import { extendedClosedSchemas } from '../../generator/import/schema/extended-closed.ts';
import { WarningLog } from '../../generator/import/warnings.ts';

const closed = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])), additionalProperties: false });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function found(schemas: Record<string, unknown>): string[] {
  const doc = { openapi: '3.0.3', paths: {}, components: { schemas } };
  const warnings = new WarningLog();
  return [...extendedClosedSchemas({ doc, refs: new RefResolver(doc, warnings) })].sort();
}

describe('extendedClosedSchemas', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a closed base an allOf adds a property to (the shelter Dog)', { Animal: closed('name'), Dog: { allOf: [ref('Animal'), { properties: { breed: {} } }] } }, ['/components/schemas/Animal']],
    ['through a chain of refs', { Animal: closed('name'), Pet: ref('Animal'), Dog: { allOf: [ref('Pet'), { properties: { breed: {} } }] } }, ['/components/schemas/Animal']],
    ['properties beside the allOf count too', { Animal: closed('name'), Dog: { properties: { breed: {} }, allOf: [ref('Animal')] } }, ['/components/schemas/Animal']],
    ['an inline closed part', { Dog: { allOf: [closed('name'), { properties: { breed: {} } }] } }, ['/components/schemas/Dog/allOf/0']],
    ['a closed part that declares every property stays closed', { Animal: closed('name', 'breed'), Dog: { allOf: [ref('Animal'), { properties: { breed: {} } }] } }, []],
    ['a closed schema used alone stays closed (Jira\'s entity property)', { EntityProperty: closed('key', 'value'), Page: { properties: { values: { type: 'array', items: ref('EntityProperty') } } } }, []],
    [
      'a closed part of a part\'s own allOf (ShipEngine\'s partial_address under address, beside the shipping instructions)',
      { PartialAddress: closed('city'), Address: { allOf: [{ required: ['city'] }, ref('PartialAddress')] }, Instructions: closed('note'), Shipping: { allOf: [ref('Address'), ref('Instructions')] } },
      ['/components/schemas/Instructions', '/components/schemas/PartialAddress'],
    ],
    ['an open base is nothing to open', { Animal: { properties: { name: {} } }, Dog: { allOf: [ref('Animal'), { properties: { breed: {} } }] } }, []],
  ])('%s', (_what, schemas, want) => {
    expect(found(schemas)).toEqual(want);
  });
});
