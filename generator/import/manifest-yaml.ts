/**
 * Renders an imported manifest as YAML the way one is written by hand: keys in manifest order
 * (the importer builds objects in that order), sections and operations as blocks, and small
 * leaf structures on one line (`{ type: string, format: uuid }`, `[ApiKey, Bearer]`); an
 * operation's `versions` map as `{ 3: ~, 4: { … } }` and `response.also` as `{ 201: { … } }`,
 * their keys plain numbers. Deterministic: the same manifest always gives the same bytes. No anchors or aliases.
 */
import { Document, isMap, isPair, isScalar, isSeq, type Node, Scalar, type YAMLMap } from 'yaml';
import type { Manifest } from '../manifest/schema.ts';

const MAX_FLOW_LENGTH = 72;
/** Sections that read better as blocks even when short: `media`, `servers`, groups, operations. */
const BLOCK_ONLY = [/^$/, /^(media|security|security\.schemes|schemas|pathParameters|operations|groups|servers)$/, /^(operations|groups|servers)\.\d+$/];
const VERSIONS_MAP = /^operations\.\d+\.versions$/;
/** `response.also`, on the operation or in a version entry: its keys are statuses, written as plain numbers. */
const ALSO_MAP = /^operations\.\d+\.(versions\.\d+\.)?response\.also$/;

export function manifestToYaml(manifest: Manifest, header?: string): string {
  const doc = new Document(manifest, { aliasDuplicateObjects: false });
  style(doc.contents as Node, '');
  if (header) doc.commentBefore = header.split('\n').map((l) => ` ${l}`).join('\n');
  return doc.toString({ lineWidth: 100, minContentWidth: 40 });
}

function style(node: Node | null, path: string): void {
  if (!isMap(node) && !isSeq(node)) return;
  if (isMap(node) && VERSIONS_MAP.test(path)) plainVersionKeys(node);
  if (isMap(node) && ALSO_MAP.test(path)) plainStatusKeys(node);
  if (!BLOCK_ONLY.some((re) => re.test(path)) && fitsOnOneLine(node.toJSON())) {
    node.flow = true;
    return;
  }
  for (const [i, item] of node.items.entries()) {
    if (isPair(item)) {
      const key = isScalar(item.key) ? String(item.key.value) : String(i);
      style(item.value as Node, path === '' ? key : `${path}.${key}`);
    } else style(item as Node, path === '' ? String(i) : `${path}.${i}`);
  }
}

function fitsOnOneLine(value: unknown): boolean {
  const text = JSON.stringify(value);
  return text.length <= MAX_FLOW_LENGTH && !/\\n/.test(text);
}

/** `"3": null` → `3: ~`: the keys are strings to the manifest schema, numbers to a reader. */
function plainVersionKeys(map: YAMLMap): void {
  for (const pair of map.items) {
    if (isScalar(pair.key)) pair.key = new Scalar(Number(pair.key.value));
    if (isScalar(pair.value) && pair.value.value === null) pair.value.source = '~';
  }
}

/** `"201": {}` → `201: {}`. */
function plainStatusKeys(map: YAMLMap): void {
  for (const pair of map.items) if (isScalar(pair.key)) pair.key = new Scalar(Number(pair.key.value));
}
