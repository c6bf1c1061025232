/**
 * Converts tags to manifest groups: each operation's first tag is its group (untagged ones go to
 * "Default"); groups are listed in the order of the document's `tags` (with their descriptions),
 * then by first use. A `key` is written only where the IR's camelCase of the name would not be a
 * valid, unique client property: not an identifier (`2fa` → `group2fa`, silently: nothing else
 * could be meant), or refused by the manifest's rules for keys (reported through `renamed`):
 * a prototype member or `then`, a client member (`request`), a docs page of its own
 * (`Authentication` → `authenticationGroup`), too long a file name, or the key or file name of
 * an earlier group (`petStore2`).
 */
import { camelCase } from '../ir/names.ts';
import { CLIENT_MEMBERS, DOC_PAGES, GROUP_KEY, groupSlug, MAX_GROUP_KEY_LENGTH } from '../manifest/checks/generated-names.ts';
import { THENABLE, whyReserved } from '../manifest/checks/reserved-names.ts';
import type { Manifest } from '../manifest/schema.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';

export const DEFAULT_GROUP = 'Default';

export function buildGroups(usedInOrder: string[], tags: unknown, renamed: (group: string, message: string) => void = () => {}): NonNullable<Manifest['groups']> {
  const used = new Set(usedInOrder);
  const described = new Map<string, string | undefined>();
  for (const tag of Array.isArray(tags) ? tags : []) {
    const name = isRecord(tag) && typeof tag.name === 'string' ? tag.name.trim() : undefined;
    if (name !== undefined && used.has(name) && !described.has(name)) {
      described.set(name, isRecord(tag) && typeof tag.description === 'string' && tag.description !== '' ? tag.description : undefined);
    }
  }
  const names = [...described.keys(), ...usedInOrder.filter((n) => !described.has(n))];
  const keys = new Map<string, string>();
  const slugs = new Map<string, string>();
  return [...new Set(names)].map((name) => {
    const derived = camelCase(name);
    // camelCase gives letters and digits only, so this is an identifier.
    const wanted = GROUP_KEY.test(derived) ? derived : `group${derived.replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    const problem = keyProblem(wanted, keys, slugs);
    const base = (problem?.fix === 'suffix' ? `${wanted}Group` : wanted).slice(0, MAX_GROUP_KEY_LENGTH);
    let key = base;
    for (let n = 2; keyProblem(key, keys, slugs) !== undefined; n++) key = `${base.slice(0, MAX_GROUP_KEY_LENGTH - String(n).length)}${n}`;
    keys.set(key, name);
    slugs.set(groupSlug(key), name);
    if (problem !== undefined) renamed(name, `group ${JSON.stringify(name)} gets the key ${JSON.stringify(key)}: the key ${JSON.stringify(wanted)} ${problem.why}`);
    const description = described.get(name);
    return { name, ...(key !== derived ? { key } : {}), ...(description !== undefined ? { description } : {}) };
  });
}

/** The pointer of the document's tag that describes `group`, if one does. */
export function tagPointer(tags: unknown, group: string): string | undefined {
  const index = Array.isArray(tags) ? tags.findIndex((tag) => isRecord(tag) && typeof tag.name === 'string' && tag.name.trim() === group) : -1;
  return index < 0 ? undefined : pointerTo('/tags', index);
}

/** What the manifest's checks would say against `key` given the keys and file names taken so far, and how to move away from it. */
function keyProblem(key: string, keys: Map<string, string>, slugs: Map<string, string>): { why: string; fix: 'suffix' | 'number' } | undefined {
  const slug = groupSlug(key);
  if (THENABLE.has(key)) return { why: whyReserved(key), fix: 'suffix' };
  if (CLIENT_MEMBERS.has(key)) return { why: `would shadow the client's own ${CLIENT_MEMBERS.get(key)}`, fix: 'suffix' };
  if (DOC_PAGES.has(slug)) return { why: `would write docs/${slug}.md, which is a page of its own`, fix: 'suffix' };
  // Shortened to the limit first, then numbered if that is taken.
  if (key.length > MAX_GROUP_KEY_LENGTH) return { why: `is longer than ${MAX_GROUP_KEY_LENGTH} characters, and it names generated files`, fix: 'number' };
  if (keys.has(key)) return { why: `is taken by group ${JSON.stringify(keys.get(key))}`, fix: 'number' };
  if (slugs.has(slug)) return { why: `gives the file name ${slug}, like group ${JSON.stringify(slugs.get(slug))}`, fix: 'number' };
  return undefined;
}
