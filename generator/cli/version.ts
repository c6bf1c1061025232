/** `sdkgen --version`: the `version` of sdkgen's own package.json. */
import { readFileSync } from 'node:fs';

export function sdkgenVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return packageJson.version;
}
