/**
 * The `OutputSink` one emitter's files go into when `generate` writes as it emits: files a
 * formatter takes are held for it (`later`); the rest are laid out (finalForm) and handed to
 * the writer at each `drained` and when the emitter is done; a file opened in pieces goes to the
 * writer piece by piece. A streaming emitter (docs) calls `drained` between its steps, so no
 * more than a step's texts are held at a time.
 */
import type { EmittedFile, OutputSink } from '../emit/types.ts';
import type { StagedOutput } from './atomic-write.ts';
import { finalForm } from './format.ts';

export interface StagedSink extends OutputSink {
  /** The files a formatter takes, held until the emitter is done. */
  readonly later: EmittedFile[];
  /** How many files the emitter gave. */
  readonly count: number;
}

export function stagedSink(
  staged: StagedOutput,
  options: {
    /** Refuses a path given twice (by this emitter or another). */
    claim: (path: string) => void;
    needsFormatter: (file: EmittedFile) => boolean;
    /** Takes a write in flight, awaited at the end of the run. */
    inFlight: (work: Promise<void>) => void;
  },
): StagedSink {
  const { claim, needsFormatter, inFlight } = options;
  let now: EmittedFile[] = [];
  const later: EmittedFile[] = [];
  let count = 0;
  return {
    later,
    get count() {
      return count;
    },
    file(file) {
      claim(file.path);
      count++;
      (needsFormatter(file) ? later : now).push(file);
    },
    open(path) {
      claim(path);
      count++;
      const page = staged.open(path);
      return { write: (text) => page.write(text), end: () => inFlight(page.end()) };
    },
    async drained() {
      if (now.length > 0) inFlight(staged.write(now.map(finalForm)));
      // A list of our own, let go with its texts once they are handed over.
      now = [];
      await staged.handedOver();
    },
  };
}
