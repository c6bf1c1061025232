/**
 * What a user's tools make inside a generated package: `npm install` writes `node_modules/` and
 * `package-lock.json`, `npm run build` writes `dist/`, `npm pack` writes `<name>-<version>.tgz`.
 * A generated package is a folder where sdkgen emitted a `package.json` (the client's and the
 * server's). Those paths are the user's, not sdkgen's: `sdkgen check` does not call them extra,
 * `sdkgen generate` does not refuse the folder for them, and the write carries them from the old
 * output into the new one instead of deleting them with the old copy.
 *
 * Carrying renames (the work folders sit next to the target, on the same file system), and only
 * ever into a place where nothing is, so it can neither lose nor overwrite anything. A run killed
 * after carrying leaves them in a work folder; recovery carries them back (recover-output.ts).
 */
import { lstat, mkdir, readdir, rename } from 'node:fs/promises';
import { join, posix } from 'node:path';

/** Entries of a package folder that belong to the user's build, not to sdkgen. */
const BUILD_FOLDERS = ['dist', 'node_modules'];
const BUILD_FILES = ['package-lock.json'];
const PACKED_TARBALL = /^[^/]+\.tgz$/;

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  );

/** The generated package folders ('' for the output root) among the paths sdkgen writes. */
function packageFolders(paths: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    if (path === 'package.json') folders.add('');
    else if (path.endsWith('/package.json')) folders.add(posix.dirname(path));
  }
  return [...folders].sort();
}

/** Whether `name`, an entry directly inside a package folder, is the user's build output. */
function isBuildEntry(name: string): boolean {
  return BUILD_FOLDERS.includes(name) || BUILD_FILES.includes(name) || PACKED_TARBALL.test(name);
}

export const buildOutput = {
  packageFolders,

  /** A predicate for `/`-separated output paths that are build output of one of `packages`. */
  matcher(packages: readonly string[]): (path: string) => boolean {
    return (path) =>
      packages.some((folder) => {
        const prefix = folder === '' ? '' : `${folder}/`;
        if (!path.startsWith(prefix)) return false;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        return slash === -1 ? isBuildEntry(rest) : BUILD_FOLDERS.includes(rest.slice(0, slash));
      });
  },

  /**
   * Move every build entry of `packages` from the output folder `from` into the output folder
   * `to`, where `to` has nothing of that name yet. Returns what moved. A package the new output
   * no longer has keeps its build output in a folder of its own name, for the user to remove.
   */
  async carry(from: string, to: string, packages: readonly string[]): Promise<string[]> {
    const moved: string[] = [];
    for (const folder of packages) {
      const entries = await readdir(join(from, folder)).catch(() => [] as string[]);
      for (const name of entries.filter(isBuildEntry).sort()) {
        const destination = join(to, folder, name);
        if (await exists(destination)) continue;
        await mkdir(join(to, folder), { recursive: true });
        await rename(join(from, folder, name), destination);
        moved.push(folder === '' ? name : `${folder}/${name}`);
      }
    }
    return moved;
  },
};
