/** The generated call examples: shell quoting, percent-encoding, TypeScript literals, and real operations. */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientExample } from '../../../generator/emit/docs/client-example.ts';
import { curlExample, percentEncode, shellQuote } from '../../../generator/emit/docs/curl-example.ts';
import { inlineLiteral, tsLiteral } from '../../../generator/emit/ts/literal.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api, Operation } from '../../../generator/ir/types.ts';

describe('shellQuote', () => {
  it.each([
    ['plain', "'plain'"],
    ["it's", "'it'\\''s'"],
    ['$(whoami) `id` $HOME', "'$(whoami) `id` $HOME'"],
    ['"double"', `'"double"'`],
  ])('%j → %j', (input, expected) => {
    expect(shellQuote(input)).toBe(expected);
  });
});

describe('percentEncode', () => {
  it.each([
    ['urn:ilmn:ica:region:R:data:fil.X#/a/b.txt', 'urn%3Ailmn%3Aica%3Aregion%3AR%3Adata%3Afil.X%23%2Fa%2Fb.txt'],
    ["a b'(c)*!", 'a%20b%27%28c%29%2A%21'],
    ['PROJECT_ID', 'PROJECT_ID'],
  ])('%j → %j', (input, expected) => {
    expect(percentEncode(input)).toBe(expected);
  });
});

describe('tsLiteral', () => {
  it.each<[unknown, string]>([
    ['plain', "'plain'"],
    ["it's", `"it's"`],
    [`both ' and "`, `'both \\' and "'`],
    ['line\nbreak', "'line\\nbreak'"],
    [42, '42'],
    [null, 'null'],
    [{}, '{}'],
    [{ a: 1, 'b-c': true }, "{ a: 1, 'b-c': true }"],
    [['x'], "['x']"],
    [{ long: 'x'.repeat(60) }, `{\n  long: '${'x'.repeat(60)}',\n}`],
  ])('%j → %j', (value, expected) => {
    expect(tsLiteral(value)).toBe(expected);
  });

  it('keeps long values on one line when inline, and breaks short ones when multiline', () => {
    const long = { long: 'x'.repeat(60), list: [1, 2] };
    expect(inlineLiteral(long)).toBe(`{ long: '${'x'.repeat(60)}', list: [1, 2] }`);
    expect(tsLiteral({ a: 1, b: { c: 2 } }, { layout: 'multiline' })).toBe('{\n  a: 1,\n  b: { c: 2 },\n}');
  });
});

describe('examples of the ica operations', () => {
  let api: Api;
  const operation = (name: string): Operation => {
    const found = api.operations.find((op) => op.name === name);
    if (!found) throw new Error(`no operation ${name}`);
    return found;
  };

  beforeAll(async () => {
    api = await loadApi('manifest/ica.yaml');
  });

  it('percent-encodes the dataUrn example as one path segment in curl', () => {
    const curl = curlExample(operation('get_data'), api);
    expect(curl).toContain(`"$BASE_URL/api/data/${encodeURIComponent('urn:ilmn:ica:region:R:data:fil.X#/a/b.txt')}"`);
    expect(curl).toContain('urn%3Ailmn%3Aica%3Aregion%3AR%3Adata%3Afil.X%23%2Fa%2Fb.txt');
  });

  it('sends the Accept media type, the preferred credential and --compressed', () => {
    const curl = curlExample(operation('create_jwt_token'), api);
    expect(curl.split(' \\\n  ')).toEqual([
      'curl -X POST "$BASE_URL/api/tokens"',
      "-H 'Accept: application/vnd.illumina.v3+json'",
      '-H "X-API-Key: $API_KEY"',
      '--compressed',
    ]);
  });

  it('uses a bearer token where the operation only accepts the JWT', () => {
    expect(curlExample(operation('refresh_jwt_token'), api)).toContain('-H "Authorization: Bearer $JWT"');
    expect(clientExample(operation('refresh_jwt_token'), api)).toContain(`new ${api.clientName}({ jwt: process.env.JWT, baseURL: process.env.BASE_URL })`);
  });

  it('calls the generated client by group key and method name with the raw (unencoded) parameters', () => {
    const code = clientExample(operation('get_data'), api);
    expect(code).toContain(`import { ${api.clientName} } from '${api.packageName}';`);
    expect(code).toContain(`new ${api.clientName}({ apiKey: process.env.API_KEY, baseURL: process.env.BASE_URL })`);
    expect(code).toContain("await client.data.getData({ dataUrn: 'urn:ilmn:ica:region:R:data:fil.X#/a/b.txt' });");
  });

  it('gives every operation a curl and a client example that name its path and method', () => {
    for (const op of api.operations) {
      const group = api.groups.find((g) => g.key === op.group);
      expect(clientExample(op, api)).toContain(`client.${group?.key}.${op.methodName}(`);
      const curl = curlExample(op, api);
      expect(curl.startsWith(op.method === 'GET' ? 'curl ' : `curl -X ${op.method} `)).toBe(true);
      expect(curl.split('\n')[0]).not.toMatch(/[{}]/); // no unfilled `{param}` left in the URL
    }
  });
});
