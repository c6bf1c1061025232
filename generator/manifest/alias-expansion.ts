/**
 * Bounds what YAML aliases (`*name`) add to a manifest, in bytes. Aliases are resolved by
 * reference, but the checks, the IR and every emitter walk and print the expanded data: a
 * 1 MiB `description` aliased 50 times is 50 MiB of docs, types and export, and gigabytes of
 * heap. Counting nodes is not enough (50 aliases are few nodes) and would refuse big manifests
 * that use no alias at all, so the guard counts the text each alias stands for.
 */
import type { Document, Node } from 'yaml';
import { yamlLibrary } from './yaml-library.ts';

/** Aliases may add at least this much text, whatever the size of the file. */
export const ALIAS_EXPANSION_FLOOR_BYTES = 4 * 1024 * 1024;
/** …and up to this many times the size of the file, so a big manifest may reuse proportionally more. */
export const ALIAS_EXPANSION_FACTOR = 2;

export function aliasExpansionLimit(sourceBytes: number): number {
  return Math.max(sourceBytes * ALIAS_EXPANSION_FACTOR, ALIAS_EXPANSION_FLOOR_BYTES);
}

export interface AliasExpansion {
  /** Bytes the aliases add, counted up to the first alias that crosses the limit (Infinity for an anchor inside itself). */
  addedBytes: number;
  /** Source offset of the alias at which the limit was crossed; undefined when within the limit. */
  overAt?: number;
}

/**
 * Walks the document as written and adds, for each alias, the size of what it expands to: the
 * length of every scalar's text (its source text for numbers and booleans) plus one byte per
 * node, with aliases inside the anchor expanded too. Stops at the first alias past `limit`.
 */
export function measureAliasExpansion(document: Document.Parsed, limit: number): AliasExpansion {
  const { isAlias, isMap, isScalar, isSeq, visit } = yamlLibrary();
  // One pass in document order finds each alias's anchor (the latest definition before it);
  // `Alias.resolve` would walk the whole document per alias, which is quadratic.
  const anchors = new Map<string, Node>();
  const targets = new Map<Node, Node | undefined>();
  visit(document, {
    Node(_, node) {
      if (isAlias(node)) targets.set(node, anchors.get(node.source));
      else if (node.anchor) anchors.set(node.anchor, node);
    },
  });

  const sizes = new Map<Node, number>();
  const inProgress = new Set<Node>();
  const expandedBytes = (node: unknown): number => {
    if (node === null || node === undefined) return 1;
    const target = isAlias(node) ? targets.get(node) : (node as Node);
    if (target === undefined) return 1;
    const known = sizes.get(target);
    if (known !== undefined) return known;
    if (inProgress.has(target)) return Infinity;
    inProgress.add(target);
    let size = 1;
    if (isMap(target)) for (const pair of target.items) size += expandedBytes(pair.key) + expandedBytes(pair.value);
    else if (isSeq(target)) for (const item of target.items) size += expandedBytes(item);
    else if (isScalar(target)) size += typeof target.value === 'string' ? target.value.length : target.range ? target.range[1] - target.range[0] : 0;
    inProgress.delete(target);
    sizes.set(target, size);
    return size;
  };

  let addedBytes = 0;
  let overAt: number | undefined;
  visit(document, {
    Alias(_, alias) {
      addedBytes += expandedBytes(alias);
      if (addedBytes <= limit) return undefined;
      overAt = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return overAt === undefined ? { addedBytes } : { addedBytes, overAt };
}
