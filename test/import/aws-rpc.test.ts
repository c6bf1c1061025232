/**
 * Real AWS descriptions whose operations share `POST /` or `GET /` and are told apart by
 * constants in the path key: waf.json (JSON-RPC, `/#X-Amz-Target=AWSWAF_20150824.…`) and
 * sts.json (Query protocol, `/#Action=…` with a one-value `Version` parameter). Every operation
 * of every path imports, with its constants as `match` and without the parameters that only
 * repeated them; then the corpus check imports, generates and runs `tsc --strict` on the client
 * and the server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { checkEntry } from '../corpus/check-entry.ts';
import { CORPUS } from '../corpus/entries.ts';

const work = mkdtempSync(join(PROJECT_ROOT, '.tmp-aws-rpc-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const cases: [entry: string, constant: (name: string) => object, dropped: string][] = [
  ['amazon-waf', (id) => ({ headers: { 'X-Amz-Target': `AWSWAF_20150824.${id}` } }), 'X-Amz-Target'],
  ['amazon-sts', (id) => ({ query: { Action: id.replace(/^(GET|POST)_/, ''), Version: '2011-06-15' } }), 'Action'],
];

describe.each(cases)('%s', (name, constant, dropped) => {
  const entry = CORPUS.find((candidate) => candidate.name === name)!;
  const doc = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', entry.file), 'utf8')) as { paths: Record<string, Record<string, { operationId: string }>> };

  it('imports one operation per path and method, each selected by its constants', () => {
    const wanted = Object.values(doc.paths).flatMap((item) => METHODS.filter((method) => item[method]).map((method) => item[method]!.operationId));
    const { manifest, warnings } = importOpenApi(doc);
    expect(manifest.operations).toHaveLength(wanted.length);
    expect(warnings.filter((w) => /cannot be expressed|matches the same requests/.test(w.message))).toEqual([]);
    expect(manifest.operations.map((op) => op.match)).toEqual(wanted.map(constant));
    expect(manifest.operations.flatMap((op) => op.parameters ?? []).filter((p) => p.name === dropped)).toEqual([]);
  });

  it('generates a client and a server that pass tsc --strict', { timeout: 300_000 }, async () => {
    const result = await checkEntry(entry, join(work, name));
    expect({ stage: result.stage, error: result.error, tsc: result.tsc }).toEqual({ stage: 'done', error: undefined, tsc: { client: 'ok', server: 'ok' } });
  });
});
