/**
 * The version rule (ir/versions.ts `versionSent`, and the runtimes' `versionForPin`, which must
 * agree with it) and how a `versions` map entry combines with the operation's own payloads
 * (manifest/version-payloads.ts).
 */
import { describe, expect, it } from 'vitest';
import { payloadsForVersion } from '../../generator/manifest/version-payloads.ts';
import { hasVersionedPayloads, versionSent } from '../../generator/ir/versions.ts';
import { versionForPin as clientRule } from '../../templates/client/core/media.ts';
import { versionForPin as serverRule } from '../../templates/server/core/negotiate.ts';

describe('the version sent for a pin', () => {
  const cases: { offered: number[]; pinned: number; want: number; why: string }[] = [
    { offered: [3, 4], pinned: 4, want: 4, why: 'the pin, when offered' },
    { offered: [3, 4], pinned: 3, want: 3, why: 'an older pin, when offered' },
    { offered: [3], pinned: 4, want: 3, why: 'the newest below the pin' },
    { offered: [2, 3, 5], pinned: 4, want: 3, why: 'the newest below, not the nearest above' },
    { offered: [4], pinned: 3, want: 4, why: 'the oldest, when nothing is at or below the pin' },
    { offered: [4, 6], pinned: 2, want: 4, why: 'the oldest of several above' },
    { offered: [1, 2], pinned: 9, want: 2, why: 'a pin newer than everything' },
  ];
  it.each(cases)('$offered pinned $pinned → $want ($why)', ({ offered, pinned, want }) => {
    expect([versionSent(offered, pinned), clientRule(offered, pinned), serverRule(offered, pinned)]).toEqual([want, want, want]);
  });
});

describe('a version entry over the operation payloads', () => {
  const op = {
    requestBody: { required: true, schema: { $ref: 'CreateV3' }, description: 'What to create.' },
    response: { status: 201, schema: { $ref: 'ItemV3' }, description: 'The item.' },
  };
  const cases: { name: string; versions: unknown; version: number; want: object }[] = [
    { name: 'short form: the operation payloads', versions: [3, 4], version: 4, want: op },
    { name: '~ keeps the operation payloads', versions: { 3: null, 4: null }, version: 4, want: op },
    {
      name: 'a schema replaces the payload and inherits status, required and descriptions',
      versions: { 3: null, 4: { requestBody: { schema: { $ref: 'CreateV4' } }, response: { schema: { $ref: 'ItemV4' } } } },
      version: 4,
      want: {
        requestBody: { required: true, description: 'What to create.', schema: { $ref: 'CreateV4' } },
        response: { status: 201, description: 'The item.', schema: { $ref: 'ItemV4' } },
      },
    },
    {
      name: 'a content map replaces the schema (never both)',
      versions: { 4: { response: { content: { 'text/csv': { schema: { type: 'string' } } } } } },
      version: 4,
      want: { requestBody: op.requestBody, response: { status: 201, description: 'The item.', content: { 'text/csv': { schema: { type: 'string' } } } } },
    },
    { name: '`none` drops the body', versions: { 4: { requestBody: 'none' } }, version: 4, want: { requestBody: 'none', response: op.response } },
    {
      name: 'a status alone keeps the payload',
      versions: { 4: { response: { status: 200 } } },
      version: 4,
      want: { requestBody: op.requestBody, response: { ...op.response, status: 200 } },
    },
    {
      name: 'another version is untouched',
      versions: { 3: null, 4: { requestBody: 'none' } },
      version: 3,
      want: op,
    },
  ];
  it.each(cases)('$name', ({ versions, version, want }) => {
    expect(payloadsForVersion({ ...op, versions }, version)).toEqual(want);
  });
});

describe('whether an API has payloads that differ by version', () => {
  const entry = (version: number, schema: string) => ({
    version,
    requestBody: undefined,
    response: { status: 200, contents: [{ mediaType: 'application/json', kind: 'json', schema: { $ref: schema } }], also: [], headers: [] },
  });
  const same = { byVersion: [entry(3, 'Item'), entry(4, 'Item')] };
  const differs = { byVersion: [entry(3, 'Item'), entry(4, 'ItemV4')] };
  const single = { byVersion: [entry(3, 'Item')] };
  const cases: { name: string; operations: { byVersion: ReturnType<typeof entry>[] }[]; want: boolean }[] = [
    { name: 'no operation', operations: [], want: false },
    { name: 'one version each', operations: [single, single], want: false },
    { name: 'versions with the same payloads', operations: [single, same], want: false },
    { name: 'one operation whose versions differ', operations: [same, single, differs], want: true },
  ];
  it.each(cases)('$name → $want', ({ operations, want }) => {
    const api = { operations } as unknown as Parameters<typeof hasVersionedPayloads>[0];
    // Asked again (once per client group): the same answer, and each API its own.
    expect([hasVersionedPayloads(api), hasVersionedPayloads(api), hasVersionedPayloads({ operations: [...operations, differs] } as unknown as typeof api)]).toEqual([want, want, true]);
  });
});
