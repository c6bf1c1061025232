/**
 * When to try a request again and how long to wait first. Only failures that are likely
 * transient are retried (timeouts, throttling, gateway errors, dropped connections), and only
 * for operations that are safe to send twice, so a retry never duplicates a side effect.
 */
import type { OperationSpec } from './spec.ts';

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);
/** Methods whose requests may be sent twice without a second effect (RFC 9110 §9.2.2). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

const INITIAL_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** A server-requested wait above this is ignored in favour of our own backoff, so a call never hangs for minutes. */
const MAX_RETRY_AFTER_MS = 60_000;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** Whether `operation` may be sent again after a failure. */
export function isRetrySafe(operation: OperationSpec): boolean {
  return operation.idempotent || IDEMPOTENT_METHODS.has(operation.method);
}

/**
 * Milliseconds to wait before retry number `retry` (1 for the first). The server's
 * `retry-after-ms` or `Retry-After` (seconds or an HTTP date) wins when present and sane;
 * otherwise exponential backoff with up to 25% jitter, so many clients do not retry in lockstep.
 */
export function retryDelay(retry: number, headers: Headers | undefined, now: number, random: () => number = Math.random): number {
  const requested = headers ? serverRequestedDelay(headers, now) : undefined;
  if (requested !== undefined && requested >= 0 && requested <= MAX_RETRY_AFTER_MS) return requested;
  const backoff = Math.min(INITIAL_DELAY_MS * 2 ** (retry - 1), MAX_BACKOFF_MS);
  return Math.round(backoff * (1 - random() * 0.25));
}

function serverRequestedDelay(headers: Headers, now: number): number | undefined {
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds)) return milliseconds;
  const retryAfter = headers.get('retry-after')?.trim();
  if (!retryAfter) return undefined;
  if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
