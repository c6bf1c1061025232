/**
 * Converting one text value (a query, path or header parameter, a form or multipart field) to
 * the scalar type its schema declares. Returns the reason instead of throwing, so each caller
 * names the parameter or field in its own 400.
 */
export type ScalarResult = { ok: true; value: unknown } | { ok: false; reason: string };

export function scalarFromText(text: string, type: string): ScalarResult {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, reason: 'must be an integer' };
    case 'number': {
      const n = Number(text);
      return text.trim() === '' || !Number.isFinite(n)
        ? { ok: false, reason: 'must be a number' }
        : { ok: true, value: n };
    }
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { ok: true, value: text === 'true' }
        : { ok: false, reason: 'must be true or false' };
    default:
      return { ok: true, value: text };
  }
}
