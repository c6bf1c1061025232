/**
 * Writes an output file's text as UTF-8 and returns the hash its marker lists
 * (output-marker.ts), encoding the text once: the bytes written are the bytes hashed. A text
 * longer than {@link PIECE} is encoded, hashed and written a piece at a time, so that a page of
 * tens of MB (the docs site of a large API: Microsoft Graph's is 86 MB) is not held a second
 * time, as bytes, while the write stage already holds every file's text.
 */
import { open, writeFile } from 'node:fs/promises';
import { outputMarker } from './output-marker.ts';

/** UTF-16 units encoded at once: 4 Mi, at most 12 MiB of UTF-8. */
const PIECE = 4 * 1024 * 1024;

export async function writeText(path: string, text: string): Promise<string> {
  if (text.length <= PIECE) {
    const bytes = Buffer.from(text);
    await writeFile(path, bytes);
    return outputMarker.hash(bytes);
  }
  const hash = outputMarker.newHash();
  const handle = await open(path, 'w');
  try {
    for (let start = 0; start < text.length; ) {
      let end = Math.min(start + PIECE, text.length);
      // A piece must not end between the two halves of a surrogate pair: each half alone
      // would be encoded as U+FFFD.
      if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
      const bytes = Buffer.from(text.slice(start, end));
      hash.update(bytes);
      for (let written = 0; written < bytes.length; ) written += (await handle.write(bytes, written)).bytesWritten;
      start = end;
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
