/**
 * The server runtime is real, type-checked TypeScript under `templates/server/core/`; every
 * generated server gets a verbatim copy (plus a banner, less the mutation-testing notes of
 * mutation-notes.ts), so the files a user reads and debugs are the ones the tests ran. Nothing
 * API-specific is in them: that all lives in `routes.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withoutMutationNotes } from '../mutation-notes.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { sdkgenURL } from '../../sdkgen-files.ts';

const CORE_DIR = sdkgenURL('templates/server/core/');

/** Where the template files live, for tests and for tools that want to import them directly. */
export const coreTemplateDir = fileURLToPath(CORE_DIR);

export function coreFiles(): EmittedFile[] {
  return readdirSync(CORE_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => ({
      path: `server/core/${file}`,
      content: `// ${bannerText(`templates/server/core/${file}`)}\n${withoutMutationNotes(readFileSync(new URL(file, CORE_DIR), 'utf8'))}`,
      // Kept byte for byte (but for whole-line mutation notes): the copy is the tested template, not a reformatted variant of it.
      format: 'none' as const,
    }));
}
