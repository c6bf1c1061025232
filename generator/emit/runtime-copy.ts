/**
 * The runtimes (`templates/client/core/*.ts`, `templates/server/core/*.ts`) are real,
 * type-checked TypeScript rather than strings in the generator, so they are edited, tested and
 * reviewed like any other code. Every generated package gets a verbatim copy of its runtime: a
 * banner naming the template, less the mutation-testing notes (mutation-notes.ts). The files a
 * user reads and debugs are the ones the tests ran, not a reformatted variant of them, so they
 * skip prettier too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { withoutMutationNotes } from './mutation-notes.ts';
import { bannerText, type EmittedFile } from './types.ts';
import { sdkgenURL } from '../sdkgen-files.ts';

/** Each `.ts` file of the sdkgen folder `template` (e.g. `templates/client/core`), or those of `only`, as `<into>/<name>`. */
export function runtimeCopy(template: string, into: string, only?: readonly string[]): EmittedFile[] {
  const folder = sdkgenURL(`${template}/`);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && (only === undefined || only.includes(name)))
    .sort()
    .map((name) => ({
      path: `${into}/${name}`,
      content: `// ${bannerText(`${template}/${name}`)}\n${withoutMutationNotes(readFileSync(new URL(name, folder), 'utf8'))}`,
      format: 'none' as const,
    }));
}
