/** `sdkgen --version`: the `version` of sdkgen's own package.json. */
import { readFileSync } from 'node:fs';
import { sdkgenURL } from '../sdkgen-files.ts';

export function sdkgenVersion(): string {
  const packageJson = JSON.parse(readFileSync(sdkgenURL('package.json'), 'utf8')) as { version: string };
  return packageJson.version;
}
