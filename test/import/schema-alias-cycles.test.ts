/**
 * Given component schemas (already converted), want them with every reference cycle that passes
 * through no property or item cut at its closing reference, and one warning per cut
 * (generator/import/schema/alias-cycles.ts). Recursion through a property stays.
 */
import { describe, expect, it } from 'vitest';
import { breakAliasCycles } from '../../generator/import/schema/alias-cycles.ts';
import { WarningLog } from '../../generator/import/warnings.ts';
import type { ManifestSchema } from '../../generator/manifest/schema.ts';

type Schemas = Record<string, ManifestSchema>;

function breakCycles(given: Schemas) {
  const schemas = structuredClone(given);
  const warnings = new WarningLog();
  breakAliasCycles(schemas, (name) => `/components/schemas/${name}`, warnings);
  return { schemas, warnings: warnings.list.map((w) => `${w.pointer}: ${w.message}`) };
}

const why = (cycle: string) => `circular schema reference ${cycle} has no property or array in between; the last reference is treated as any value`;

const CASES: { name: string; given: Schemas; want: Schemas; warnings: string[] }[] = [
  { name: 'a schema that is itself', given: { A: { $ref: 'A', description: 'D' } }, want: { A: { description: 'D' } }, warnings: [`/components/schemas/A: ${why('A -> A')}`] },
  {
    name: 'an alias of an allOf that names the alias',
    given: { A: { $ref: 'B' }, B: { allOf: [{ $ref: 'A' }, { type: 'object' }] } },
    want: { A: { $ref: 'B' }, B: { allOf: [{}, { type: 'object' }] } },
    warnings: [`/components/schemas/B: ${why('A -> B -> A')}`],
  },
  {
    name: 'a cycle of three through oneOf and anyOf',
    given: { A: { oneOf: [{ $ref: 'B' }, { type: 'string' }] }, B: { anyOf: [{ $ref: 'C' }] }, C: { $ref: 'A' } },
    want: { A: { oneOf: [{ $ref: 'B' }, { type: 'string' }] }, B: { anyOf: [{ $ref: 'C' }] }, C: {} },
    warnings: [`/components/schemas/C: ${why('A -> B -> C -> A')}`],
  },
  {
    name: 'a cycle entered half-way reports only its own members',
    given: { Start: { $ref: 'A' }, A: { $ref: 'B' }, B: { $ref: 'A' } },
    want: { Start: { $ref: 'A' }, A: { $ref: 'B' }, B: {} },
    warnings: [`/components/schemas/B: ${why('A -> B -> A')}`],
  },
  {
    name: 'recursion through a property or an item stays',
    given: { Node: { type: 'object', properties: { next: { $ref: 'Node' }, children: { type: 'array', items: { $ref: 'Node' } } } } },
    want: { Node: { type: 'object', properties: { next: { $ref: 'Node' }, children: { type: 'array', items: { $ref: 'Node' } } } } },
    warnings: [],
  },
  {
    name: 'two aliases of one schema are no cycle',
    given: { A: { $ref: 'C' }, B: { allOf: [{ $ref: 'C' }] }, C: { type: 'string' } },
    want: { A: { $ref: 'C' }, B: { allOf: [{ $ref: 'C' }] }, C: { type: 'string' } },
    warnings: [],
  },
  {
    name: 'references to names that are no schema (inherited ones included) are left alone',
    given: { A: { $ref: 'Missing' }, B: { $ref: 'toString' } },
    want: { A: { $ref: 'Missing' }, B: { $ref: 'toString' } },
    warnings: [],
  },
];

describe('breakAliasCycles', () => {
  it.each(CASES)('$name', ({ given, want, warnings }) => {
    expect(breakCycles(given)).toEqual({ schemas: want, warnings });
  });
});
