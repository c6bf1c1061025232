/** Counts responses per kind of request and status, as autocannon's `onResponse` reports them. */
export class StatusTally {
  readonly #counts = new Map<string, Map<number, number>>();

  /** An `onResponse` callback that files responses under `kind`. */
  recorder(kind: string): (status: number) => void {
    const byStatus = new Map<number, number>();
    this.#counts.set(kind, byStatus);
    return (status) => byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }

  /** `{ kind: { status: count } }`, for assertions and the log. */
  toJSON(): Record<string, Record<number, number>> {
    return Object.fromEntries([...this.#counts].map(([kind, byStatus]) => [kind, Object.fromEntries(byStatus)]));
  }

  total(kind: string): number {
    return [...(this.#counts.get(kind)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }
}
