/**
 * Writes output files on a thread of their own (file-writer-thread.js), so that the main thread
 * goes on emitting while the disk works: `generate` hands each emitter's files over and runs the
 * next emitter. The text is encoded as UTF-8 and hashed here, and the bytes are handed over
 * (transferred, not copied), so the text can be let go at once; `write` resolves with the hash
 * the marker lists (output-marker.ts) once the file is on disk. The bytes come back with the
 * thread's answer, to be collected here: that thread allocates almost nothing, so it would
 * collect them late (on Microsoft Graph, 150-250 MB more at the peak).
 *
 * A text longer than {@link PIECE} goes a piece at a time, so that a page of tens of MB (the docs
 * site of a large API: Microsoft Graph's is 86 MB) is never held a second time whole, as bytes;
 * such a page can also be given in pieces as it is made (`open`), so it is never held whole.
 * Bytes handed over and not yet written are capped ({@link MAX_QUEUED_BYTES}): past it, `write`
 * waits for the thread before encoding more, so a disk slower than the emitters cannot make the
 * queue hold the whole output.
 */
import { Worker } from 'node:worker_threads';
import { sdkgenURL } from '../sdkgen-files.ts';
import { outputMarker } from './output-marker.ts';

/** UTF-16 units encoded at once: 4 Mi, at most 12 MiB of UTF-8. */
const PIECE = 4 * 1024 * 1024;
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;

interface Answer {
  id: number;
  size: number;
  last: boolean;
  error?: { message: string; code?: string };
}

interface Job {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class FileWriter {
  #worker: Worker | undefined;
  readonly #jobs = new Map<number, Job>();
  #next = 0;
  #queued = 0;
  /** Writes waiting for the queue to go below the cap. */
  #waiting: (() => void)[] = [];
  /** Callers of handedOver, told each time the waiting writes were let go on. */
  #idle: (() => void)[] = [];
  /** Set when the thread died: every write from then on fails with it. */
  #broken: Error | undefined;
  /** Set by `close`: no thread is started again for a piece that comes after. */
  #closed = false;
  readonly #encoder = new TextEncoder();

  constructor(private readonly maxQueuedBytes = MAX_QUEUED_BYTES) {}

  /**
   * Writes `text` to `path` (its folder made as needed); resolves with the marker's hash of the
   * bytes written. The text is held only until its last piece is handed over (see handedOver).
   */
  write(path: string, text: string): Promise<string> {
    return this.open(path).end(text);
  }

  /**
   * A file written in pieces as they come: each `write` is handed over after the ones before it,
   * and `end` (with the last piece, if any) resolves with the hash as `write` does.
   */
  open(path: string): { write(text: string): void; end(text?: string): Promise<string> } {
    const id = this.#next++;
    const hash = outputMarker.newHash();
    const written = new Promise<void>((resolve, reject) => this.#jobs.set(id, { resolve, reject }));
    // Rejections are awaited in `end`, once every piece is handed over.
    written.catch(() => {});
    let first = true;
    // The piece still being handed over (waiting for room in the queue), which the next one follows.
    let pending: Promise<void> | undefined;
    const handOver = (text: string, last: boolean): Promise<void> => {
      const opens = first;
      first = false;
      // Not queued behind a settled promise: with none pending, the piece is encoded at once,
      // so its text can be let go before the caller goes on.
      const run = () => this.#handOver(id, path, text, hash, opens, last);
      const next = pending ? pending.then(run) : run();
      pending = next;
      next.then(
        () => pending === next && (pending = undefined),
        () => {},
      );
      return next;
    };
    return {
      write: (text) => void handOver(text, false),
      // Not an async function: its frame would hold the text until the file is on disk.
      end: (text = '') =>
        handOver(text, true)
          .then(() => written)
          .then(() => hash.digest('hex')),
    };
  }

  /** Resolves once every text given so far is encoded and handed to the thread: none waits for room in its queue. */
  async handedOver(): Promise<void> {
    while (this.#waiting.length > 0 && this.#broken === undefined) await new Promise<void>((resolve) => this.#idle.push(resolve));
  }

  /** `text` to the thread, in pieces of at most {@link PIECE}; `opens` marks the file's first message, `last` its last. */
  async #handOver(id: number, path: string, text: string, hash: ReturnType<typeof outputMarker.newHash>, opens: boolean, last: boolean): Promise<void> {
    for (let start = 0, first = opens, once = true; once || start < text.length; once = false) {
      while (this.#queued > this.maxQueuedBytes && this.#broken === undefined) await new Promise<void>((resume) => this.#waiting.push(resume));
      if (this.#broken) throw this.#broken;
      let end = Math.min(start + PIECE, text.length);
      // A piece must not end between the two halves of a surrogate pair: each half alone
      // would be encoded as U+FFFD.
      if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
      const bytes = this.#encoder.encode(start === 0 && end === text.length ? text : text.slice(start, end));
      hash.update(bytes);
      this.#queued += bytes.length;
      this.#thread().postMessage({ id, path, bytes, first, last: last && end >= text.length }, [bytes.buffer]);
      first = false;
      start = end;
    }
  }

  /** Stops the thread; call once every write has settled. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    if (this.#closed) throw new Error('internal: a file was written after the file writer was closed');
    const worker = new Worker(sdkgenURL('generator/write/file-writer-thread.js'));
    worker.on('message', (answer: Answer) => this.#answered(answer));
    worker.on('error', (error) => this.#died(error));
    worker.on('exit', (code) => this.#died(new Error(`internal: the file writer thread exited (${code}) with files still to write`)));
    this.#worker = worker;
    return worker;
  }

  #answered({ id, size, last, error }: Answer): void {
    this.#queued -= size;
    if (this.#queued <= this.maxQueuedBytes && this.#waiting.length > 0) this.#wakeWaiting();
    const job = this.#jobs.get(id);
    if (!job || (!last && !error)) return;
    this.#jobs.delete(id);
    if (error) job.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
    else job.resolve();
  }

  /** The thread is gone (crashed, or terminated by `close`): nothing more will be written. */
  #died(error: Error): void {
    this.#worker = undefined;
    if (this.#jobs.size === 0 && this.#waiting.length === 0) return;
    this.#broken = error;
    for (const job of this.#jobs.values()) job.reject(error);
    this.#jobs.clear();
    this.#wakeWaiting();
  }

  /** Lets the waiting writes go on (to write, or to find the thread broken), then handedOver's check, which runs after they took their turn. */
  #wakeWaiting(): void {
    for (const resume of this.#waiting.splice(0)) resume();
    for (const check of this.#idle.splice(0)) check();
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
