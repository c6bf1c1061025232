/**
 * The server's handler types for an API whose payloads differ by version
 * (test/fixtures/manifests/versions.yaml), under the server package's own `tsc --strict`:
 * the input is a union told apart by `version`, so narrowing on it types the body, and a
 * handler may answer either version's payload. Each `@ts-expect-error` must really be an error.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../generator/generate.ts';
import { generateApi, type GeneratedApi } from '../../contract/support/generated-api.ts';

let generated: GeneratedApi;
beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/versions.yaml', ['server']);
}, 60_000);
afterAll(() => generated?.remove());

const USAGE = `
import type { Handlers, PipelineV3, PipelineV4 } from './index.ts';

export const handlers: Handlers = {
  createPipeline(input) {
    if (input.version === 3) {
      const language: string = input.body.language;
      // @ts-expect-error a v3 body has no languages
      input.body.languages;
      return { id: 'p', code: input.body.code, language } satisfies PipelineV3;
    }
    const first: string | undefined = input.body.languages[0]?.name;
    return { id: 'p', code: input.body.code, languages: input.body.languages, status: 'draft' } satisfies PipelineV4;
  },
  releasePipeline(input) {
    // @ts-expect-error only v3 has a note; narrow on input.version first
    input.body.note;
    return input.version === 3 ? { id: 'p', code: 'c', language: input.body.note } : undefined;
  },
  listProjects(input) {
    const version: 3 = input.version;
    return { items: [] };
  },
  getMe: (input) => ({ id: 'u', email: String(input.version) }),
};
`;

it('types the handler input by the version of the request', async () => {
  writeFileSync(join(generated.outDir, 'server/usage.ts'), USAGE);
  const result = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['-p', join(generated.outDir, 'server/tsconfig.json')]).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
}, 60_000);
