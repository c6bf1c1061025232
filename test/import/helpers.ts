/** Shared by the import tests: fixture paths, and "write the imported YAML to a file and load it". */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { loadApi } from '../../generator/ir/build.ts';
import type { Api } from '../../generator/ir/types.ts';
import type { ImportResult } from '../../generator/import/index.ts';
import { manifestSchema } from '../../generator/manifest/schema.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';

export const OPENAPI_FIXTURES = join(PROJECT_ROOT, 'test/fixtures/openapi');
export const fixture = (name: string) => join(OPENAPI_FIXTURES, name);

/**
 * The imported manifest passes the zod schema, its YAML says the same as the object, and the
 * YAML file passes every check of `loadApi` (the same path `sdkgen generate` takes).
 */
export async function expectLoadable(result: ImportResult, dir: string, name = 'imported.yaml'): Promise<Api> {
  expect(manifestSchema.safeParse(result.manifest).error?.issues ?? []).toEqual([]);
  expect(parse(result.yaml)).toEqual(result.manifest);
  const file = join(dir, name);
  writeFileSync(file, result.yaml);
  return loadApi(file);
}
