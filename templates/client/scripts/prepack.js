// Runs before `npm pack` and `npm publish`: builds dist/, which is what the package exports.
// Building needs TypeScript, a devDependency. Without it installed (a fresh copy, no
// `npm install`), npm fetches the version package.json names for this one build. Offline, an
// existing dist/ is packed as it is; without either, packing stops and says what to run instead
// of making a package with nothing to import.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function findTsc() {
  try {
    return require.resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

// Build output goes to stderr: `npm pack --json` prints its report on stdout.
const stdio = ['inherit', 2, 2];
const tsc = findTsc();
if (tsc) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { stdio });
  process.exit(status ?? 1);
}
const range = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies?.typescript ?? '5';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
console.warn(`prepack: TypeScript is not installed; building dist/ with typescript@${range} from the registry.`);
const fetched = spawnSync(npm, ['exec', '--yes', `--package=typescript@${range}`, '--', 'tsc', '-p', 'tsconfig.json'], { stdio });
if (fetched.status === 0) process.exit(0);
if (existsSync('dist/index.js')) {
  console.warn('prepack: TypeScript could not be fetched, so dist/ was not rebuilt; packing it as it is.');
  process.exit(0);
}
console.error(
  'prepack: dist/ is missing, and building it needs TypeScript, which npm could not fetch. Run `npm install` (or `npm install --no-save typescript`), then pack again.',
);
process.exit(1);
