/**
 * What importing a description warned about, for the commands that take a description in place
 * of a manifest (generate, check, validate, serve, docs, and each side of diff): collected while it loads, then printed
 * to stderr grouped by kind, as `sdkgen import` prints them.
 */
import { formatWarningGroups, groupWarnings } from '../import/warning-groups.ts';
import type { ImportWarning } from '../import/warnings.ts';

export interface ImportWarnings {
  /** Pass as `onWarning` to the loader; undefined when the warnings are not wanted (`--quiet`). */
  onWarning: ((warning: ImportWarning, file: string) => void) | undefined;
  /** Print what was collected, and forget it. */
  print(): void;
}

export function importWarnings(quiet = false): ImportWarnings {
  let file = '';
  let collected: ImportWarning[] = [];
  return {
    onWarning: quiet ? undefined : (warning, from) => void ((file = from), collected.push(warning)),
    print() {
      for (const line of formatWarningGroups(groupWarnings(collected), file)) console.error(line);
      collected = [];
    },
  };
}
