/**
 * Input that is not an OpenAPI 3.x document at all (as opposed to a construct we skip with a
 * warning). `pointer` names the place in the document when there is one; the message then
 * starts with it, and file-level callers add the file name and the line (see `positioned`).
 */
export class ImportError extends Error {
  override name = 'ImportError';

  constructor(
    readonly reason: string,
    readonly pointer?: string,
  ) {
    super(pointer === undefined ? reason : `#${displayPointer(pointer)}: ${reason}`);
  }
}

const MAX_SHOWN = 160;

/** A pointer short enough to read: a hostile 10,000-level one keeps its head and tail. */
export function displayPointer(pointer: string): string {
  return pointer.length <= MAX_SHOWN ? pointer : `${pointer.slice(0, MAX_SHOWN - 60)}…${pointer.slice(-60)}`;
}
