/**
 * Formats each distinct TypeScript text once per run. Emitters write some files twice over (the
 * client's `types.ts` and the server's `schemas.ts` are the same text), and the emitters' files
 * reach the formatter in batches, one per emitter: a text already sent by an earlier batch, or
 * twice in this one, waits for that formatting instead of going to Biome again.
 */
import { formatWithBiome } from './biome-format.ts';

/** Formatting started in this run, by input text. */
export type FormatsStarted = Map<string, Promise<string>>;

/** `texts` formatted by Biome, in the order given; `names` (output paths) only name a file in an error. */
export function formatOnceWithBiome(texts: readonly string[], names: readonly string[], started: FormatsStarted): Promise<string[]> {
  const fresh = new Map<string, number>();
  const batch: string[] = [];
  const batchNames: string[] = [];
  texts.forEach((text, index) => {
    if (started.has(text) || fresh.has(text)) return;
    fresh.set(text, batch.length);
    batch.push(text);
    batchNames.push(names[index]!);
  });
  if (batch.length > 0) {
    const formatting = formatWithBiome(batch, batchNames);
    for (const [text, position] of fresh) started.set(text, formatting.then((formatted) => formatted[position]!));
  }
  return Promise.all(texts.map((text) => started.get(text)!));
}
