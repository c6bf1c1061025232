/**
 * Values that are there now or later: verifiers, body readers and handlers may answer at once or
 * with a promise. The request pipeline goes on synchronously when a value is already there, so a
 * request that waits for nothing costs no promise and no turn of the event loop.
 */
export type Eventually<T> = T | PromiseLike<T>;

export function isPromiseLike<T>(value: Eventually<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** `next(value)`, now when the value is there, or once it settles. */
export function after<T, U>(value: Eventually<T>, next: (settled: T) => U | Promise<U>): U | Promise<U> {
  return isPromiseLike(value) ? Promise.resolve(value).then(next) : next(value);
}
