/**
 * Child process of the kill-loop test: writes the same output folder again and again, the way
 * `sdkgen generate` writes it, until it is killed. Prints `ready` once the first write starts,
 * so the test's kill lands in writing, swapping, recovering or cleaning up — not in startup.
 *
 * Usage: write-loop <target> <files.json> (the test bundles it with esbuild first)
 */
import { readFileSync } from 'node:fs';
import { writeFolderAtomically } from '../../../generator/write/atomic-write.ts';
import type { FormattedFile } from '../../../generator/write/format.ts';

const [target, filesJson] = process.argv.slice(2) as [string, string];
const files = JSON.parse(readFileSync(filesJson, 'utf8')) as FormattedFile[];
process.stdout.write('ready\n');
for (;;) await writeFolderAtomically(target, files);
