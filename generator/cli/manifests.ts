/** Which manifests a command works on: the ones named, or every `manifest/*.yaml` here. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from './args.ts';

export async function manifestsFrom(positionals: string[]): Promise<string[]> {
  if (positionals.length > 0) return positionals;
  const found = (await readdir('manifest').catch(() => [] as string[]))
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .map((n) => join('manifest', n));
  if (found.length === 0) throw new UsageError('no manifest given and none found in ./manifest/*.yaml');
  return found;
}
