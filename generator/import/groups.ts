/**
 * Converts tags to manifest groups: each operation's first tag is its group (untagged ones go to
 * "Default"); groups are listed in the order of the document's `tags` (with their descriptions),
 * then by first use. A `key` is written only where the IR's camelCase of the name would not be a
 * valid, unique client property.
 */
import { camelCase } from '../ir/names.ts';
import type { Manifest } from '../manifest/schema.ts';
import { isRecord } from './openapi-document.ts';

export const DEFAULT_GROUP = 'Default';
const KEY = /^[a-z][A-Za-z0-9]*$/;

export function buildGroups(usedInOrder: string[], tags: unknown): NonNullable<Manifest['groups']> {
  const used = new Set(usedInOrder);
  const described = new Map<string, string | undefined>();
  for (const tag of Array.isArray(tags) ? tags : []) {
    const name = isRecord(tag) && typeof tag.name === 'string' ? tag.name.trim() : undefined;
    if (name !== undefined && used.has(name) && !described.has(name)) {
      described.set(name, isRecord(tag) && typeof tag.description === 'string' && tag.description !== '' ? tag.description : undefined);
    }
  }
  const names = [...described.keys(), ...usedInOrder.filter((n) => !described.has(n))];
  const keys = new Set<string>();
  return [...new Set(names)].map((name) => {
    const derived = camelCase(name);
    let key = KEY.test(derived) ? derived : `group${derived.replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    if (!KEY.test(key)) key = 'group';
    const base = key;
    for (let n = 2; keys.has(key); n++) key = `${base}${n}`;
    keys.add(key);
    const description = described.get(name);
    return { name, ...(key !== derived ? { key } : {}), ...(description !== undefined ? { description } : {}) };
  });
}
