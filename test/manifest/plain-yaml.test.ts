/**
 * The fast manifest reader (generator/manifest/plain-yaml.ts) must read exactly what the `yaml`
 * parser reads, or leave the text to it. Given/want rows of scalars (the `yaml` parser's reading
 * is the want; js-yaml's own core schema differs on several), texts it must leave to the full
 * reader, and every manifest in the repository read both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readPlainYaml } from '../../generator/manifest/plain-yaml.ts';

const fullReader = (text: string) => parseDocument(text, { version: '1.2', uniqueKeys: true }).toJS({ maxAliasCount: -1 }) as unknown;

const SCALARS = [
  '1', '-0', '+12', '0o17', '017', '0x1F', '1e3', '1E-3', '1.', '.5', '+.5', '-.inf', '.Inf', '.NaN', '123456789012345678901234567890',
  // js-yaml's core schema reads these as numbers; YAML 1.2's core schema (and `yaml`) as text.
  '1_000', '0b101', '1__0', '0x_1', '+0x1', '-0x1', '-0o7', '0X1F',
  'true', 'True', 'TRUE', 'tRue', 'yes', 'on', 'No', '~', 'null', 'Null', 'NULL', '', '2001-12-14', '12:30:00', '1:30',
  "'it''s'", '"\\x41\\u00e9\\U0001F600"', '"1"', '!!str 1', '!!int "3"', '! 3', '<<', '"__proto__"',
];

describe('readPlainYaml reads scalars as the yaml parser does', () => {
  it.each(SCALARS)('%s', (scalar) => {
    const text = `k: ${scalar}\n`;
    expect(readPlainYaml(text)).toEqual(fullReader(text));
  });
});

const FULL_READER: { name: string; text: string }[] = [
  { name: 'a YAML directive', text: '%YAML 1.1\n---\nk: yes\n' },
  { name: 'an anchor and its alias', text: 'a: &x [1, 2]\nb: *x\n' },
  { name: 'an anchor alone', text: 'a: &x 1\n' },
  { name: 'an alias of a scalar', text: 'a: &x text\nb: *x\n' },
  { name: 'a duplicate key', text: 'a: 1\na: 2\n' },
  { name: 'a syntax error', text: 'a: [1, 2\n' },
  { name: 'an unknown tag', text: 'a: !custom 1\n' },
  { name: 'a core tag its value does not fit', text: 'a: !!float 1\n' },
  { name: 'a binary tag', text: 'a: !!binary aGk=\n' },
  { name: 'two documents', text: 'a: 1\n---\nb: 2\n' },
  { name: 'an explicit key', text: '? [a, b]\n: 1\n' },
  { name: 'a null key', text: 'a: 1\nnull: c\n' },
  { name: 'an empty key', text: 'x:\n  : c\n' },
  { name: 'a collection as a key', text: '[a, b]: 1\n' },
  { name: 'line breaks of CR alone', text: 'a: 1\rb: 2\r' },
];

describe('readPlainYaml leaves to the full reader', () => {
  it.each(FULL_READER)('$name', ({ text }) => {
    expect(readPlainYaml(text)).toBeUndefined();
  });
});

describe('every manifest in the repository reads the same both ways', () => {
  const manifests = [
    'manifest/ica.yaml',
    ...readdirSync('test/fixtures/manifests').map((name) => `test/fixtures/manifests/${name}`),
    ...readdirSync('test/fixtures/hostile-manifests').map((name) => `test/fixtures/hostile-manifests/${name}`),
  ].filter((path) => path.endsWith('.yaml'));

  it.each(manifests)('%s', (path) => {
    const text = readFileSync(path, 'utf8');
    const plain = readPlainYaml(text);
    if (plain !== undefined) expect(plain).toEqual(fullReader(text));
  });

  it('reads the ICA manifest, and flow collections as values, the fast way', () => {
    expect(readPlainYaml(readFileSync('manifest/ica.yaml', 'utf8'))).toBeDefined();
    expect(readPlainYaml('x:\n  - { type: number }\n  - [a, b]\n')).toEqual({ x: [{ type: 'number' }, ['a', 'b']] });
  });
});
