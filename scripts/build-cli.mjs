// Compiles the CLI (generator/cli.ts and everything it imports) into dist/ with esbuild, so the
// `sdkgen` bin starts as plain JavaScript instead of transpiling TypeScript through tsx on every
// call. Commands load lazily: each dynamic import becomes its own chunk. Packages stay in
// node_modules (they are dependencies), except the small ones every command loads, which are
// bundled so starting up reads a few files rather than a few hundred.
// Run by `npm run build` and by `prepare` (so `npm install` / `npm ci` leave a fresh dist/).
// `node scripts/build-cli.mjs <folder>` builds elsewhere; the folder must sit directly in the
// root, like dist/, because the bundle finds sdkgen's files at `..` (generator/sdkgen-files.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { writePrecompiledTemplates } from '../generator/emit/docs/precompiled-templates.js';

const root = new URL('..', import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const BUNDLED = new Set(['yaml', 'zod', 'picocolors']);

const outdir = process.argv[2] ?? 'dist';
if (outdir === '' || outdir === '.' || outdir === '..' || /[\\/]/.test(outdir)) throw new Error(`build-cli: ${outdir}: expected a folder name directly in sdkgen's root`);
rmSync(new URL(`${outdir}/`, root), { recursive: true, force: true });
const result = await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: { cli: 'generator/cli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Every dependency but the bundled ones, with their subpaths (`zod/v4` is bundled, `prettier/…` is not).
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)).flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __sdkgenRequire } from 'node:module'; const require = __sdkgenRequire(import.meta.url);" },
  // Chunks beside cli.js: sdkgen-files.ts, wherever it lands, must sit one folder below the root.
  chunkNames: '[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
// The sources the bundle was built from, for the bin's freshness check (generator/bin.js):
// cheaper than walking the source folders on every start.
const sources = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node_modules/')).sort();
writeFileSync(new URL(`${outdir}/sources.json`, root), `${JSON.stringify(sources)}\n`);
// The docs templates, compiled ahead of time (generator/emit/docs/precompiled-templates.js).
writePrecompiledTemplates(new URL('templates/docs/', root), new URL(`${outdir}/docs-templates.cjs`, root));
