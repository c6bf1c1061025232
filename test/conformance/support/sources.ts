/**
 * Every API description in the repository the conformance check runs on: the manifests
 * (manifest/*.yaml, test/fixtures/manifests/*.yaml) as they are, and the OpenAPI fixtures
 * (test/fixtures/openapi/*.yaml|json) imported with `importOpenApiFile` into a manifest file.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../generator/generate.ts';
import { importOpenApiFile } from '../../../generator/import/index.ts';

export interface Source {
  /** Relative to the project, e.g. `manifest/ica.yaml`. */
  name: string;
  /** A manifest path to generate from, given a folder for imported ones. */
  manifest(tempDir: string): Promise<string>;
}

const inFolder = (folder: string, pattern: RegExp) =>
  readdirSync(join(PROJECT_ROOT, folder))
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => `${folder}/${file}`);

export function sources(): Source[] {
  const manifests = [...inFolder('manifest', /\.yaml$/), ...inFolder('test/fixtures/manifests', /\.yaml$/)];
  const descriptions = inFolder('test/fixtures/openapi', /\.(ya?ml|json)$/);
  return [
    ...manifests.map((name) => ({ name, manifest: async () => join(PROJECT_ROOT, name) })),
    ...descriptions.map((name, index) => ({
      name,
      manifest: async (tempDir: string) => {
        const imported = await importOpenApiFile(join(PROJECT_ROOT, name));
        const path = join(tempDir, `imported-${index}.yaml`);
        writeFileSync(path, imported.yaml);
        return path;
      },
    })),
  ];
}
