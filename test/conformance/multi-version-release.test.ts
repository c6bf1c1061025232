/**
 * The versions check on a description shaped like a real multi-version release: sdkgen's export
 * of the ICA manifest (307 operations, v3) where 35 operations gain a v4 with different payloads
 * and 7 of those drop v3 (support/later-release.ts). The v4 release is imported, generated, and
 * every operation is called with a DEFAULT-CONSTRUCTED client against Prism mocking the original
 * description with request validation on, one Prism per version (Prism reads every `+json` type
 * as plain JSON). Each call must reach the Prism of the version the README's rule picks, carry
 * that version's media types, and be accepted: 0 operations refused, 0 in the wrong version.
 * Then `sdkgen diff` between the two releases must report the versions that moved, not the
 * payload differences between v3 and v4.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/generate.ts';
import { diffApis } from '../../generator/diff/diff-apis.ts';
import { loadInput } from '../../generator/import/load-input.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { versionSent } from '../../generator/ir/versions.ts';
import type { Api, Operation } from '../../generator/ir/types.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { laterRelease, type Releases, versionView } from './support/later-release.ts';
import { startPrism, type RunningPrism } from './support/prism.ts';
import { validArguments } from './support/valid-arguments.ts';

const VENDOR = /^application\/vnd\.illumina\.v(\d+)\+json$/;
const PLACEHOLDER = 'http://prism.invalid';

let tmp: string;
let releases: Releases;
let generated: GeneratedApi;
let api: Api;
const prisms = new Map<number, RunningPrism>();
/** The version the call under way must be sent in, and the media types it carried. */
let expected = 0;
const carried: { contentType: string | null; accept: string | null }[] = [];

beforeAll(async () => {
  tmp = mkdtempSync(join(PROJECT_ROOT, '.tmp-release-'));
  releases = laterRelease(JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated/ica/openapi.json'), 'utf8')));
  writeFileSync(join(tmp, 'v3.json'), JSON.stringify(releases.v3));
  writeFileSync(join(tmp, 'v4.json'), JSON.stringify(releases.v4));
  const imported = await importOpenApiFile(join(tmp, 'v4.json'));
  writeFileSync(join(tmp, 'v4.yaml'), imported.yaml);
  generated = await generateApi(join(tmp, 'v4.yaml'), ['client']);
  api = generated.api;
  for (const version of api.media.versions) {
    const path = join(tmp, `view-v${version}.json`);
    writeFileSync(path, JSON.stringify(versionView(releases.v4, version, VENDOR)));
    prisms.set(version, await startPrism(path));
  }
}, 240_000);

afterAll(async () => {
  for (const prism of prisms.values()) await prism.close();
  generated?.remove();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('import', () => {
  it('keeps every version: 35 operations in v4, 7 of them in v4 only, the rest as they were', () => {
    const inV4 = api.operations.filter((op) => op.versions.includes(4));
    expect(api.operations).toHaveLength(307);
    expect(inV4).toHaveLength(35);
    expect(inV4.filter((op) => !op.versions.includes(3))).toHaveLength(7);
  });

  it('keeps each version its own schema', () => {
    const differing = api.operations.filter((op) => op.versions.length > 1 && op.byVersion.some((entry) => entry.version === 4));
    for (const op of differing) {
      const schemaOf = (version: number) => JSON.stringify(op.byVersion.find((entry) => entry.version === version)!.response.contents[0]?.schema);
      expect(schemaOf(3), op.name).not.toBe(schemaOf(4));
    }
    expect(differing).toHaveLength(28);
  });

  it('pins the client to a version under which every operation is callable', () => {
    expect(api.media.current).toBe(4);
  });
});

describe('every operation from a default-constructed client, against Prism', () => {
  it('307 of 307 accepted, each in the version the rule picks, carrying that version', { timeout: 600_000 }, async () => {
    const module = await generated.importClient<Record<string, new (options: object) => Record<string, Record<string, (params: object, options?: object) => { withResponse(): Promise<{ response: Response }> }>>>>();
    const Client = module[api.clientName]!;
    const routed = (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      carried.push({ contentType: headers.get('content-type'), accept: headers.get('accept') });
      return fetch(String(input).replace(PLACEHOLDER, prisms.get(expected)!.url), init);
    };
    const client = new Client({ ...credentials(api), baseURL: PLACEHOLDER, maxRetries: 0, fetch: routed });
    const refused: string[] = [];
    const wrongVersion: string[] = [];
    for (const op of api.operations) {
      expected = versionSent(op.versions, api.media.current);
      carried.length = 0;
      const outcome = await client[op.group]![op.methodName]!(validArguments(op, api), { timeout: 20_000 })
        .withResponse()
        .then(({ response }) => ({ status: response.status, violations: response.headers.get('sl-violations') }))
        .catch((error: { status?: number; response?: Response; message: string }) => ({
          status: error.status,
          violations: error.response?.headers.get('sl-violations') ?? error.message,
        }));
      if (outcome.violations !== null || outcome.status === undefined || outcome.status >= 400) refused.push(`${op.name}: ${outcome.status} ${outcome.violations}`);
      for (const { contentType, accept } of carried) {
        const named = [contentType, ...(accept ?? '').split(',')].flatMap((type) => {
          const found = VENDOR.exec((type ?? '').trim());
          return found ? [Number(found[1])] : [];
        });
        if (named.some((version) => version !== expected)) wrongVersion.push(`${op.name}: sent ${JSON.stringify({ contentType, accept })}, expected v${expected}`);
      }
    }
    expect(refused).toEqual([]);
    expect(wrongVersion).toEqual([]);
  });
});

describe('sdkgen diff between the two releases', () => {
  it('reports the versions that moved, and no payload change between v3 and v4', async () => {
    const report = diffApis(await loadInput(join(tmp, 'v3.json')), await loadInput(join(tmp, 'v4.json')));
    const kinds = (kind: string) => report.changes.filter((change) => change.kind === kind);
    /** The operations entries of a kind name, sorted (the report groups operations with the same change). */
    const operations = (kind: string) => kinds(kind).flatMap((change) => change.operations).sort();
    const names = (ids: string[]) => ids.map((id) => api.operations.find((op) => op.methodName === id)!.name).sort();
    expect(operations('version-added')).toEqual(names([...releases.both, ...releases.v4Only]));
    expect(operations('version-removed')).toEqual(names(releases.v4Only));
    expect(kinds('version-removed').every((change) => change.breaking)).toBe(true);
    expect(kinds('version-added').every((change) => !change.breaking)).toBe(true);
    // The real change for a client that pins nothing: it now sends v4 to these 35, whose payloads differ.
    expect(operations('version-sent-changed')).toEqual(names([...releases.both, ...releases.v4Only]));
    expect(kinds('version-sent-changed').every((change) => change.breaking)).toBe(true);
    expect(kinds('default-version-changed').map((change) => change.message)).toEqual(['default version changed from 3 to 4']);
    // No v3 field compared with a v4 field, and nothing else.
    const others = report.changes.filter((change) => !['version-added', 'version-removed', 'version-sent-changed', 'default-version-changed', 'schema-added'].includes(change.kind));
    expect(others).toEqual([]);
  });
});

/** A dummy credential for every scheme, under the client option that supplies it. */
function credentials(api: Api): Record<string, unknown> {
  return Object.fromEntries(api.securitySchemes.map((scheme) => [scheme.clientOption, scheme.kind === 'basic' ? { username: 'user', password: 'secret' } : 'dummy-credential']));
}

export type { Operation };
