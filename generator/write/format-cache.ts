/**
 * Remembers, across runs, the hash of prettier's output for each input hash. It lives in
 * `node_modules/.cache/sdkgen/`, the usual place for tool caches, never in `generated/`.
 * A lost or corrupt cache only costs time.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export class FormatCache {
  private entries = new Map<string, string>();
  private changed = false;

  constructor(private readonly file: string | undefined) {}

  static at(projectRoot: string): FormatCache {
    return new FormatCache(join(projectRoot, 'node_modules', '.cache', 'sdkgen', 'format-cache.json'));
  }

  static disabled(): FormatCache {
    return new FormatCache(undefined);
  }

  /** False for `disabled()`: nothing is looked up, remembered or saved. */
  get enabled(): boolean {
    return this.file !== undefined;
  }

  async load(): Promise<this> {
    if (!this.file) return this;
    try {
      this.entries = new Map(Object.entries(JSON.parse(await readFile(this.file, 'utf8')) as Record<string, string>));
    } catch {
      this.entries = new Map();
    }
    return this;
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: string): void {
    if (this.entries.get(key) === value) return;
    this.entries.set(key, value);
    this.changed = true;
  }

  async save(): Promise<void> {
    if (!this.file || !this.changed) return;
    // Keep the newest entries only, so the cache does not grow without bound.
    const kept = [...this.entries].slice(-20_000);
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(kept)));
  }
}
