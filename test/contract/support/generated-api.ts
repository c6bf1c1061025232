/**
 * A manifest run through the real pipeline (`generate()`: load, emit, format, write) into a
 * git-ignored `.tmp-*` folder inside the project, so the generated server resolves busboy, qs
 * and jose as a user's install would; the generated modules are then imported from there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMITTERS } from '../../../generator/emit/index.ts';
import { generate, PROJECT_ROOT } from '../../../generator/generate.ts';
import type { Api } from '../../../generator/ir/types.ts';

export interface GeneratedApi {
  api: Api;
  /** The folder holding `client/`, `server/`, `openapi.json`, … (whatever was emitted). */
  outDir: string;
  /** `client/src/index.ts`, imported. */
  importClient<T = Record<string, unknown>>(): Promise<T>;
  /** `server/index.ts`, imported. */
  importServer<T = Record<string, unknown>>(): Promise<T>;
  remove(): void;
}

/**
 * Generate `manifestPath` into a fresh folder. `emitters` picks emitter ids (`client`, `server`,
 * `docs`, `openapi`); all of them when absent. The prettier cache is off, so nothing outside the folder is written.
 */
export async function generateApi(manifestPath: string, emitters?: string[]): Promise<GeneratedApi> {
  const root = mkdtempSync(join(PROJECT_ROOT, '.tmp-contract-'));
  const outDir = join(root, 'out');
  const remove = () => rmSync(root, { recursive: true, force: true });
  const chosen = emitters ? EMITTERS.filter((emitter) => emitters.includes(emitter.id)) : undefined;
  const { api } = await generate({ manifestPath, outDir, cache: false, emitters: chosen }).catch((error: unknown) => {
    remove();
    throw error;
  });
  const load = (path: string) => import(pathToFileURL(join(outDir, path)).href);
  return {
    api,
    outDir,
    importClient: () => load('client/src/index.ts'),
    importServer: () => load('server/index.ts'),
    remove,
  };
}
