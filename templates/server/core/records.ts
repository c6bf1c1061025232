/**
 * Which values are records: parsed or decoded data (`isRecord`: any non-null object that is not
 * a list), and the plain data a handler returns (`isPlainRecord`: an object literal, or one
 * without a prototype, as data the mock draws may be; not a Date, a Buffer or a stream), which
 * the server writes as JSON or XML.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
