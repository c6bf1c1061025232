/**
 * Copies the runtime (`templates/client/core/*.ts`) into the package. The runtime is real,
 * type-checked TypeScript rather than strings in the generator, so it is edited, tested and
 * reviewed like any other code; generation only adds the banner naming its source (and drops
 * the mutation-testing notes, see mutation-notes.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withoutMutationNotes } from '../mutation-notes.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { sdkgenURL } from '../../sdkgen-files.ts';

const TEMPLATE_DIR = 'templates/client/core';
const templateURL = sdkgenURL('templates/client/core/');

export function runtimeFiles(): EmittedFile[] {
  const directory = fileURLToPath(templateURL);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => ({
      path: `client/src/core/${name}`,
      content: `// ${bannerText(`${TEMPLATE_DIR}/${name}`)}\n${withoutMutationNotes(readFileSync(`${directory}${name}`, 'utf8'))}`,
      format: 'typescript' as const,
    }));
}
