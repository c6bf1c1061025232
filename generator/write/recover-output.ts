/**
 * Repairs what killed runs leave next to an output folder. It runs before `sdkgen generate`
 * reads or replaces the folder, after it writes, and in `sdkgen check`.
 *
 * A run killed between the swap's two renames leaves the target missing, its previous output
 * in a retired folder and its new one in staging. If the target is missing, the newest copy
 * whose completion marker verifies is renamed into place ("newest" from the start time in the
 * folder names, see leftovers.ts). Then every work folder of a dead run is removed: they are
 * all ours by name and owner file, and none is in use. Folders of live runs are left alone.
 *
 * Only a missing target is restored. The swap renames whole folders, so the target is never a
 * half-written copy; a target that differs from its marker was edited by someone, and that is
 * `sdkgen check`'s to report, not a reason to replace it.
 *
 * A work folder may hold the user's build output (`dist/`, `node_modules/`) that a killed run
 * had carried out of the target; it goes back into the target before the folder is removed.
 */
import { lstat } from 'node:fs/promises';
import { buildOutput } from './build-output.ts';
import { leftovers } from './leftovers.ts';
import { outputMarker } from './output-marker.ts';
import { swapIntoPlace } from './swap-into-place.ts';

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  );

export async function recoverOutput(target: string): Promise<void> {
  const dead = (await leftovers.find(target)).filter((l) => !l.live);
  if (dead.length === 0) return;
  if (!(await exists(target))) {
    for (const candidate of dead) {
      if (!(await outputMarker.isComplete(candidate.out))) continue;
      // A concurrent run may restore the same copy first; then there is nothing left to do.
      await swapIntoPlace(candidate, target).catch(async (error: unknown) => {
        if (!(await exists(target))) throw error;
      });
      break;
    }
  }
  const targetThere = await exists(target);
  for (const leftover of dead) {
    if (targetThere) {
      const paths = [...((await outputMarker.listed(leftover.out)) ?? []), ...((await outputMarker.listed(target)) ?? [])];
      await buildOutput.carry(leftover.out, target, buildOutput.packageFolders(paths));
    }
    await leftovers.remove(leftover);
  }
}
