/**
 * Memo tables for the docs view model, alive only while one `docsView` is being built. Large
 * APIs share schemas and prose between many operations (GitHub's 1,223 operations render about
 * 36,000 field rows, a third of them repeats), so each field table, type label and piece of text
 * is computed once per run and the same view object is rendered wherever it recurs. The tables
 * are emptied when the build ends, so nothing outlives a run or leaks between two APIs.
 */
const tables: Map<unknown, unknown>[] = [];
let building = false;

/** `compute`, remembered per key (by identity for objects) while a docs view is being built. */
export function memoised<K, V>(compute: (key: K) => V): (key: K) => V {
  const table = new Map<K, V>();
  tables.push(table);
  return (key) => {
    if (!building) return compute(key);
    let value = table.get(key);
    if (value === undefined) {
      value = compute(key);
      table.set(key, value);
    }
    return value;
  };
}

/**
 * Turns the memo tables on until the function returned is called, which empties them: for work
 * that pauses between its steps (the docs stream a group at a time). Inside another such span,
 * it does nothing.
 */
export function openViewMemo(): () => void {
  if (building) return () => {};
  building = true;
  return () => {
    building = false;
    for (const table of tables) table.clear();
  };
}

/** Run `build` with the memo tables on; they are emptied afterwards. */
export function withViewMemo<T>(build: () => T): T {
  const close = openViewMemo();
  try {
    return build();
  } finally {
    close();
  }
}
