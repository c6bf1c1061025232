/**
 * JSON Pointers (RFC 6901) into the OpenAPI document, e.g. `/paths/~1pets~1{petId}/get`.
 * Every import warning names the place it is about with one of these.
 */

/** Escape one reference token: `~` → `~0`, `/` → `~1`. */
export function escapePointerToken(token: string | number): string {
  const text = String(token);
  // Most tokens (property names, indexes) need no escape: the import builds one per schema node.
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

/** `pointerTo('/paths', '/pets', 'get')` → `/paths/~1pets/get`. */
export function pointerTo(base: string, ...tokens: (string | number)[]): string {
  let pointer = base;
  for (const token of tokens) pointer += `/${escapePointerToken(token)}`;
  return pointer;
}

/** The tokens of a pointer; `undefined` when it is not one (no leading `/` and not empty). */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer.slice(1).split('/').map(unescapePointerToken);
}

/** `~1` → `/`, `~0` → `~`, in that order; most tokens hold neither (every `$ref` is read through here). */
function unescapePointerToken(token: string): string {
  return token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;
}

/** The value a pointer names inside `root`, or `undefined`. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      node = node[Number(token)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(node, token)) return undefined;
      node = (node as Record<string, unknown>)[token];
    }
  }
  return node;
}
