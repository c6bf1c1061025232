// Runs before `npm pack` and `npm publish`: builds dist/, which is what the package exports.
// Building needs TypeScript, a devDependency. Without it an existing dist/ is packed as it is;
// without either, packing stops and says what to run instead of making a package with
// nothing to import.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function findTsc() {
  try {
    return require.resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

const tsc = findTsc();
if (tsc) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
if (existsSync('dist/index.js')) {
  console.warn('prepack: TypeScript is not installed, so dist/ was not rebuilt; packing it as it is.');
  process.exit(0);
}
console.error(
  'prepack: dist/ is missing, and building it needs TypeScript. Run `npm install` (or `npm install --no-save typescript`), then pack again.',
);
process.exit(1);
