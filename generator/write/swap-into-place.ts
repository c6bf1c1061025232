/**
 * Puts a complete output folder at the target path, replacing what is there. Node has no
 * atomic directory exchange, so this takes two renames: the target aside into a retired work
 * folder, then the new folder in. Between them the target is missing; that is why every copy
 * carries a completion marker and the next run restores the newest complete one (see
 * recover-output.ts). A failed second rename puts the previous output back at once.
 */
import { lstat, rename } from 'node:fs/promises';
import { type Leftover, leftovers } from './leftovers.ts';

/** `source`: the work folder holding the new output. */
export async function swapIntoPlace(source: Leftover, target: string, betweenRenames?: () => void | Promise<void>): Promise<void> {
  const hadTarget = await lstat(target).then(
    () => true,
    () => false,
  );
  let retired: Leftover | undefined;
  try {
    if (hadTarget) {
      const aside = await leftovers.create(target, 'retired', source.started);
      await rename(target, aside.out).catch(async (error: unknown) => {
        await leftovers.remove(aside);
        throw error;
      });
      retired = aside;
    }
    // Tests stop here to play a process killed between the renames: nothing is rolled back.
    await betweenRenames?.();
    try {
      await rename(source.out, target);
    } catch (error) {
      if (retired) await rename(retired.out, target).catch(() => undefined);
      throw error;
    }
    if (retired) await leftovers.remove(retired);
  } finally {
    if (retired) leftovers.release(retired);
  }
}
