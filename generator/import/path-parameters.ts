/**
 * Moves path parameters that several operations declare identically (same description, schema
 * and example) into the manifest's shared `pathParameters`, as the manifest would be written by
 * hand; operations then only name them in their path. Shared entries have no `style`, so a
 * parameter with one stays with its operation.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Manifest, ManifestOperation, ManifestParameter } from '../manifest/schema.ts';
import { setOwn } from './openapi-document.ts';

type Shared = NonNullable<Manifest['pathParameters']>[string];

const sharedForm = (p: ManifestParameter): Shared => ({
  ...(p.description !== undefined ? { description: p.description } : {}),
  ...(p.schema !== undefined ? { schema: p.schema } : {}),
  ...(p.example !== undefined ? { example: p.example } : {}),
});

/** Mutates the operations' parameter lists; returns the shared entries, sorted by name. */
export function hoistPathParameters(operations: ManifestOperation[]): Record<string, Shared> {
  const uses = new Map<string, ManifestParameter[]>();
  for (const op of operations) {
    for (const p of op.parameters ?? []) {
      if (p.in !== 'path') continue;
      const list = uses.get(p.name);
      if (list) list.push(p);
      else uses.set(p.name, [p]);
    }
  }
  const shared: Record<string, Shared> = {};
  for (const name of [...uses.keys()].sort()) {
    const list = uses.get(name)!;
    const form = sharedForm(list[0]!);
    if (list.length > 1 && list.every((p) => !p.deprecated && p.style === undefined && p.explode === undefined && isDeepStrictEqual(sharedForm(p), form))) setOwn(shared, name, form);
  }
  for (const op of operations) {
    if (!op.parameters) continue;
    op.parameters = op.parameters.filter((p) => !(p.in === 'path' && Object.hasOwn(shared, p.name)));
    if (op.parameters.length === 0) delete op.parameters;
  }
  return shared;
}
