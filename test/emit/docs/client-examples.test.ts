/**
 * The docs' client examples are code people paste: every one must compile (strict) against the
 * client sdkgen generates for the same manifest.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { clientExample } from '../../../generator/emit/docs/client-example.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { PROJECT_ROOT, tempDir } from '../../helpers/tmp.ts';

const run = promisify(execFile);

/** All examples in one module: the shared import once, each call wrapped in its own function. */
function examplesModule(api: Api): string {
  const bodies = api.operations.map((operation) => {
    const [importLine, , ...statements] = clientExample(operation, api).split('\n');
    expect(importLine).toBe(`import { ${api.clientName} } from '${api.packageName}';`);
    return `export async function ${operation.methodName}Example(): Promise<unknown> {\n${statements.join('\n')}\nreturn result;\n}`;
  });
  return [`import { ${api.clientName} } from '${api.packageName}';`, ...bodies].join('\n\n');
}

async function writeFiles(root: string, files: { path: string; content: string }[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(root, file.path)), { recursive: true });
    await writeFile(join(root, file.path), file.content);
  }
}

describe('client examples in the docs', () => {
  it.each(['manifest/ica.yaml', 'test/fixtures/hostile/manifest.yaml'])('of %s compile against the generated client', { timeout: 120_000 }, async (manifest) => {
    const api = await loadApi(manifest);
    const root = tempDir('docs-examples');
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022', 'DOM'],
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        typeRoots: [join(PROJECT_ROOT, 'node_modules/@types')],
        types: ['node'],
        paths: { [api.packageName]: ['./client/src/index.ts'] },
      },
      files: ['examples.ts'],
    };
    await writeFiles(root, [
      ...(await emitClient(api)),
      { path: 'examples.ts', content: examplesModule(api) },
      { path: 'tsconfig.json', content: JSON.stringify(tsconfig) },
    ]);
    const output = await run(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['-p', root], { maxBuffer: 16 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string }) => String(error.stdout ?? error),
    );
    expect(output).toBe('');
  });
});
