/**
 * The `yaml` parser, loaded on first use. A plain manifest is read with js-yaml (plain-yaml.ts)
 * and needs `yaml` only for the positions of its mistakes, or when it uses anchors, tags or
 * other YAML that plain-yaml.ts leaves to it. Imported statically, its 250 KB were compiled on
 * every start of `sdkgen validate`, whose start-up is judged against a bare `node`.
 * `require` keeps the loading synchronous, as the position lookups that need it are.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

export function yamlLibrary(): Yaml {
  return (loaded ??= createRequire(import.meta.url)('yaml') as Yaml);
}
