/** A clock that never waits: it records requested sleeps and moves time only when told to. */
import type { Clock } from '../../../../templates/client/core/clock.ts';
import { AbortError } from '../../../../templates/client/core/errors.ts';

export class FakeClock implements Clock {
  /** A whole second, so HTTP dates (second precision) compare exactly. */
  time = Date.UTC(2030, 0, 1, 12, 0, 0);
  readonly sleeps: number[] = [];

  now(): number {
    return this.time;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new AbortError('The request was aborted.');
    this.sleeps.push(ms);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
