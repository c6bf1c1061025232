/**
 * Hostile response bodies for the body-limit and deadline tests: one that never ends, one that
 * stalls half-way, one that breaks off, and a gzip bomb. Each reports what the server saw, so
 * tests assert outcomes (the client closed the connection) rather than times.
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Reply } from './server.ts';

/** What the server observed while sending a body. */
export interface BodyProbe {
  reply: Reply;
  /** Bytes written to the socket so far. */
  sent: number;
  /** True once the connection closed before the body was complete. */
  closedEarly: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * A JSON body that keeps coming until the client hangs up, capped at `safetyCap` bytes so a
 * client without a limit fails the test instead of exhausting the machine.
 */
export function endlessBody(status = 200, safetyCap = 64 * 1024 * 1024): BodyProbe {
  const probe: BodyProbe = {
    sent: 0,
    closedEarly: false,
    reply: {
      raw: (response) => {
        response.on('close', () => {
          if (!response.writableFinished) probe.closedEarly = true;
        });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.write('[');
        const pump = (): void => {
          while (!response.destroyed && probe.sent < safetyCap) {
            probe.sent += CHUNK.length;
            if (!response.write(CHUNK)) return void response.once('drain', pump);
          }
          if (!response.destroyed) response.end(']');
        };
        pump();
      },
    },
  };
  return probe;
}

/**
 * Headers and the start of a JSON body, then silence: the connection stays open. `declaredLength`
 * sends a `Content-Length` (larger than what arrives), the case the client reads in one piece.
 */
export function stalledBody(declaredLength?: number): BodyProbe {
  const probe: BodyProbe = {
    sent: 0,
    closedEarly: false,
    reply: {
      raw: (response) => {
        response.on('close', () => {
          probe.closedEarly = true;
        });
        response.writeHead(200, { 'content-type': 'application/json', ...lengthHeader(declaredLength) });
        response.write('{"items": [1, 2, ');
        probe.sent = 17;
      },
    },
  };
  return probe;
}

/** Headers and the start of a body, then the connection is dropped; `declaredLength` as for `stalledBody`. */
export function brokenBody(declaredLength?: number): Reply {
  return {
    raw: (response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json', ...lengthHeader(declaredLength) });
      response.write('{"items": [1, 2, ', () => response.socket?.destroy());
    },
  };
}

function lengthHeader(declaredLength: number | undefined): Record<string, string> {
  return declaredLength === undefined ? {} : { 'content-length': String(declaredLength) };
}

let bomb: Buffer | undefined;

/** 50 MB of zeros, gzipped to about 50 KB and served with content-encoding: gzip. */
export function gzipBomb(): Reply {
  bomb ??= gzipSync(Buffer.alloc(50 * 1000 * 1000, 0x30));
  const payload = bomb;
  return {
    raw: (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(payload.length) });
      response.end(payload);
    },
  };
}

/** Resolve to what `promise` settled with (error or value), or to 'still pending' after a bounded wait. */
export async function outcome(promise: Promise<unknown>, waitMs = 10_000): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Promise((resolve) => {
    timer = setTimeout(() => resolve('still pending'), waitMs);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value }), (error: unknown) => error), pending]);
  } finally {
    clearTimeout(timer);
  }
}

/** Poll until `condition` holds (bounded), for effects the server sees some time after the client acts. */
export async function eventually(condition: () => boolean, waitMs = 10_000): Promise<boolean> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited >= waitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}
