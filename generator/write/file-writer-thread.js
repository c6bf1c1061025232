// Worker thread of file-writer.ts: writes the pieces of files it is sent, in the order sent, with
// synchronous calls (this thread has nothing else to do), and answers every piece, so the main
// thread knows what is on disk and how many bytes are still waiting. A file that fails is not
// written further; the error names the code (ENOTDIR, ENOSPC, …) as Node's message does.
// Plain JavaScript so it starts without a TypeScript loader.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** Folders made so far: one mkdir per folder, not per file. */
const folders = new Set();
/** Open files by id, between their first and last piece. */
const open = new Map();
const failed = new Set();

parentPort.on('message', ({ id, path, bytes, first, last }) => {
  let error;
  if (!failed.has(id)) {
    try {
      if (first) {
        const folder = dirname(path);
        if (!folders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        open.set(id, openSync(path, 'w'));
      }
      const fd = open.get(id);
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
      if (last) {
        open.delete(id);
        closeSync(fd);
      }
    } catch (caught) {
      failed.add(id);
      const fd = open.get(id);
      open.delete(id);
      try {
        if (fd !== undefined) closeSync(fd);
      } catch {}
      error = { message: caught.message, code: caught.code };
    }
  }
  // The bytes go back with the answer: this thread allocates almost nothing, so it would collect
  // them late, and until then they would stay in memory; the main thread collects them soon.
  parentPort.postMessage({ id, size: bytes.length, last, error, bytes }, [bytes.buffer]);
});
