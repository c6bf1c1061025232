/**
 * One token request shared by its waiters (templates/client/core/token-flight.ts), edges a
 * mutation run showed untested: a waiter whose signal is already aborted, a waiter without a
 * signal keeping the request alive, the listeners a waiter leaves behind on its signal, and when
 * the flight reports itself over. `run` is a promise the test settles by hand.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { AbortError, TimeoutError } from '../../../templates/client/core/errors.ts';
import { TokenFlight } from '../../../templates/client/core/token-flight.ts';

/** A flight whose request the test settles, recording its signal and each time it is reported over. */
function flight() {
  let settle!: { resolve: (token: string) => void; reject: (error: unknown) => void };
  let requestSignal!: AbortSignal;
  const record = { over: 0 };
  const tokens = new TokenFlight<string>(
    (signal) => {
      requestSignal = signal;
      return new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    () => void record.over++,
  );
  return { tokens, record, settle, signal: () => requestSignal };
}

const aborted = (reason?: unknown) => {
  const controller = new AbortController();
  controller.abort(reason);
  return controller.signal;
};

describe('a waiter whose signal has already aborted', () => {
  it.each<[string, AbortSignal, string, string]>([
    ['a plain abort', aborted(), 'AbortError', 'The request was aborted.'],
    ['a deadline that timed out', aborted(new TimeoutError('get_data did not complete within 5 ms.')), 'TimeoutError', 'get_data did not complete within 5 ms.'],
  ])('%s is refused at once with its reason, and the unwanted request cancelled', async (_what, signal, name, message) => {
    const { tokens, record, signal: request } = flight();
    const error = (await tokens.wait(signal).catch((caught: unknown) => caught)) as Error;
    expect([error.constructor.name, error.message]).toEqual([name, message]);
    expect(request().aborted).toBe(true);
    expect(request().reason).toBeInstanceOf(AbortError);
    expect((request().reason as Error).message).toBe('Every call waiting for this token gave up.');
    expect(record.over).toBe(1);
  });

  it('leaves the request alone while another waiter still waits', async () => {
    const { tokens, settle, signal: request } = flight();
    const patient = tokens.wait(new AbortController().signal);
    await expect(tokens.wait(aborted())).rejects.toBeInstanceOf(AbortError);
    expect(request().aborted).toBe(false);
    settle.resolve('t-1');
    expect(await patient).toBe('t-1');
  });
});

describe('a waiter without a signal', () => {
  it('keeps the request going after every waiter with a signal gave up', async () => {
    const { tokens, settle, signal: request } = flight();
    const committed = tokens.wait();
    const impatient = new AbortController();
    const leaving = tokens.wait(impatient.signal);
    impatient.abort();
    await expect(leaving).rejects.toBeInstanceOf(AbortError);
    expect(request().aborted).toBe(false);
    settle.resolve('t-1');
    expect(await committed).toBe('t-1');
  });
});

describe('after the request settles', () => {
  it.each<[string, (settle: ReturnType<typeof flight>['settle']) => void]>([
    ['with a token', (settle) => settle.resolve('t-1')],
    ['with a failure', (settle) => settle.reject(new Error('refused'))],
  ])('%s, no listener is left on the waiter signal', async (_what, end) => {
    const { tokens, settle } = flight();
    const signal = new AbortController().signal;
    const waiting = tokens.wait(signal).catch(() => undefined);
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    end(settle);
    await waiting;
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('it is reported over once, and a late waiter with an aborted signal changes nothing', async () => {
    const { tokens, record, settle, signal: request } = flight();
    settle.resolve('t-1');
    // One macrotask turn: the request's settlement handlers have run.
    await new Promise(setImmediate);
    expect(record.over).toBe(1);
    await expect(tokens.wait(aborted())).rejects.toBeInstanceOf(AbortError);
    expect(record.over).toBe(1);
    expect(request().aborted).toBe(false);
  });
});
