/**
 * Some folders are never an output folder, not even with `force`: `/`, home, and any folder
 * that is or contains the working directory, the manifest or sdkgen. The refusal comes first,
 * before the manifest is read: generate() is given `/` with a manifest that does not exist, and
 * the refusal is still what comes back. The other cases use temporary folders only.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { refuseForbiddenOutput } from '../../generator/write/forbidden-output.ts';
import { OutputFolderError } from '../../generator/write/output-folder-error.ts';
import { snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('forbidden');
const NO_MANIFEST = join(root, 'does-not-exist.yaml');

async function refusal(outDir: string, force = true): Promise<Error> {
  return generate({ manifestPath: NO_MANIFEST, outDir, cache: false, force }).then(
    () => new Error('generate() went ahead'),
    (e: unknown) => e as Error,
  );
}

describe('folders generate never writes to', () => {
  // Only `/` goes through generate(): no test ever points it at a real home or project folder.
  it('refuses / before anything else, even with force', async () => {
    const error = await refusal('/');
    expect(error).toBeInstanceOf(OutputFolderError);
    expect(error.message).toBe(
      'refusing to write to /: it is the filesystem root. sdkgen replaces its output folder whole, so it never writes there, not even with --force; choose a new or empty folder.',
    );
  });

  it('names the reason: root, home, current directory, sdkgen itself', async () => {
    const home = join(root, 'home', 'me');
    const cwd = join(root, 'work', 'here');
    const tool = join(root, 'tools', 'sdkgen');
    for (const dir of [home, cwd, tool]) mkdirSync(dir, { recursive: true });
    const paths = { manifestPath: join(cwd, 'api.yaml'), toolRoot: tool, cwd, home };
    const reasonFor = (folder: string) => refuseForbiddenOutput(folder, paths).then(() => 'accepted', (e: Error) => e.message.split(': ')[1]!.split('. ')[0]);
    expect(await reasonFor('/')).toBe('it is the filesystem root');
    expect(await reasonFor(home)).toBe('it is your home folder');
    expect(await reasonFor(join(root, 'home'))).toBe('it contains your home folder');
    expect(await reasonFor(cwd)).toBe('it is the current directory');
    expect(await reasonFor(join(root, 'work'))).toBe('it contains the current directory');
    expect(await reasonFor(tool)).toBe('it is sdkgen itself');
    expect(await reasonFor(join(cwd, 'out'))).toBe('accepted');
    expect(await reasonFor(join(home, 'out'))).toBe('accepted');
  });

  it('refuses a folder containing the manifest, also through a symbolic link', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'manifest'), { recursive: true });
    writeFileSync(join(project, 'manifest', 'api.yaml'), 'sdkgen: 1\n');
    symlinkSync(project, join(root, 'alias'));
    const before = snapshotFolder(project);
    const paths = { manifestPath: join(project, 'manifest', 'api.yaml'), toolRoot: join(root, 'tool'), cwd: join(root, 'elsewhere'), home: '' };
    for (const folder of [project, join(project, 'manifest'), join(root, 'alias'), join(root, 'alias', 'manifest')]) {
      await expect(refuseForbiddenOutput(folder, paths)).rejects.toThrow(`it contains the manifest ${paths.manifestPath}`);
    }
    await expect(refuseForbiddenOutput(join(project, 'manifest', 'api.yaml'), paths)).rejects.toThrow('it is the manifest');
    await expect(refuseForbiddenOutput(join(project, 'out'), paths)).resolves.toBeUndefined();
    expect(snapshotFolder(project)).toEqual(before);
  });
});
