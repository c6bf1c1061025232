/** `client/src/types.ts`: fields the server sets (`readOnly`, on the field or its component) are `readonly`. */
import { describe, expect, it } from 'vitest';
import { typesFile } from '../../../generator/emit/client/types-file.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { fixtureApi } from './fixture.ts';

const meta = {};
const api: Api = {
  ...fixtureApi,
  schemas: [
    // Apideck's `CreatedAt`: the flag is on the component the field's $ref names.
    { name: 'Stamp', schema: { kind: 'string', format: 'date-time', meta: { readOnly: true } } },
    {
      name: 'Thing',
      schema: {
        kind: 'object',
        properties: [
          { name: 'id', required: true, schema: { kind: 'string', meta: { readOnly: true } } },
          { name: 'createdAt', required: true, schema: { kind: 'ref', name: 'Stamp', meta } },
          { name: 'name', required: true, schema: { kind: 'string', meta } },
        ],
        additionalProperties: false,
        meta,
      },
    },
  ],
};

describe('typesFile', () => {
  it('marks readOnly fields readonly, also through a $ref', () => {
    const { content } = typesFile(api);
    expect(content).toMatch(/readonly id: string;/);
    expect(content).toMatch(/readonly createdAt: Stamp;/);
    expect(content).toMatch(/\n\s+name: string;/);
  });
});
