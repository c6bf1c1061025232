/**
 * Which named schemas get a second validator for responses, and its name: those holding a
 * required readOnly or writeOnly property, at any depth or through their `$ref`s.
 */
import { describe, expect, it } from 'vitest';
import { responseVariants } from '../../../generator/emit/server/response-variants.ts';
import type { NamedSchema, Schema } from '../../../generator/ir/types.ts';

const meta = {};
const text: Schema = { kind: 'string', meta };
const ref = (name: string): Schema => ({ kind: 'ref', name, meta });
const object = (...properties: [string, boolean, Schema][]): Schema => ({
  kind: 'object',
  properties: properties.map(([name, required, schema]) => ({ name, required, schema })),
  additionalProperties: false,
  meta,
});
const flagged = (flag: 'readOnly' | 'writeOnly'): Schema => ({ kind: 'string', meta: { [flag]: true } });

const CASES: { name: string; given: NamedSchema[]; want: [string, string][] }[] = [
  { name: 'no access flags', given: [{ name: 'Pet', schema: object(['name', true, text]) }], want: [] },
  { name: 'a required readOnly property', given: [{ name: 'Pet', schema: object(['id', true, flagged('readOnly')]) }], want: [['Pet', 'PetInResponse']] },
  { name: 'a required writeOnly property', given: [{ name: 'User', schema: object(['password', true, flagged('writeOnly')]) }], want: [['User', 'UserInResponse']] },
  { name: 'an optional flagged property changes nothing', given: [{ name: 'Pet', schema: object(['id', false, flagged('readOnly')]) }], want: [] },
  {
    name: 'the flag on the component a property refers to',
    given: [{ name: 'Stamp', schema: flagged('readOnly') }, { name: 'Pet', schema: object(['createdAt', true, ref('Stamp')]) }],
    want: [['Pet', 'PetInResponse']],
  },
  {
    name: 'deep inside a list of objects',
    given: [{ name: 'Team', schema: object(['members', true, { kind: 'array', items: object(['id', true, flagged('readOnly')]), meta }]) }],
    want: [['Team', 'TeamInResponse']],
  },
  {
    name: 'through $refs, in unions and intersections, to any depth',
    given: [
      { name: 'User', schema: object(['password', true, flagged('writeOnly')]) },
      { name: 'Owner', schema: { kind: 'union', mode: 'oneOf', variants: [ref('User'), text], meta } },
      { name: 'Shop', schema: { kind: 'intersection', parts: [object(['owner', false, ref('Owner')]), object()], meta } },
      { name: 'Plain', schema: object(['name', true, text]) },
    ],
    want: [['User', 'UserInResponse'], ['Owner', 'OwnerInResponse'], ['Shop', 'ShopInResponse']],
  },
  {
    name: 'a recursive schema',
    given: [{ name: 'Node', schema: object(['id', true, flagged('readOnly')], ['children', false, { kind: 'array', items: ref('Node'), meta }]) }],
    want: [['Node', 'NodeInResponse']],
  },
  {
    name: 'a name already taken by a schema',
    given: [{ name: 'Pet', schema: object(['id', true, flagged('readOnly')]) }, { name: 'PetInResponse', schema: object(['pet', true, ref('Pet')]) }],
    want: [['Pet', 'PetInResponse2'], ['PetInResponse', 'PetInResponseInResponse']],
  },
];

describe('responseVariants', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    const schemas = new Map(given.map((named) => [named.name, named.schema]));
    expect([...responseVariants(given, schemas)]).toEqual(want);
  });
});
