/** The base manifest the hostile cases start from, and small tools to break it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/tmp.ts';

export const FIXTURES = join(PROJECT_ROOT, 'test/fixtures/hostile-manifests');
export const BASE_PATH = join(FIXTURES, 'base.yaml');
export const INJECTION_PATH = join(FIXTURES, 'injection.yaml');
export const BASE = readFileSync(BASE_PATH, 'utf8');

/** `BASE` with `from` replaced; throws if `from` is not there, so a stale case cannot pass vacuously. */
export function edit(from: string, to: string, text = BASE): string {
  if (!text.includes(from)) throw new Error(`the base manifest has no ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

/** `BASE` with `lines` inserted before the line that starts with `before`. */
export function insertBefore(before: string, lines: string, text = BASE): string {
  return edit(`\n${before}`, `\n${lines}\n${before}`, text);
}

/** 1-based line of the first occurrence of `marker` in `text`. */
export function lineOf(text: string | Buffer, marker: string): number {
  const content = typeof text === 'string' ? text : text.toString('latin1');
  const at = content.indexOf(marker);
  if (at === -1) throw new Error(`marker ${JSON.stringify(marker)} not in the case text`);
  return content.slice(0, at).split('\n').length;
}

/** A classic billion-laughs document fragment: ten levels of nine aliases each, 9^9 nodes. */
export function billionLaughs(): string {
  const levels = ['  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 10; level++) {
    const previous = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    levels.push(`  ${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
  }
  return insertBefore('pathParameters:', `x-bomb:\n${levels.join('\n')}`);
}

/** The same operation name twice is an error; operations differing only in snake_case spelling should be too. */
export function extraOperations(ops: { name: string; path: string; method?: string }[]): string {
  const text = ops
    .map((op) => `  - name: ${op.name}\n    method: ${op.method ?? 'GET'}\n    path: ${op.path}\n    group: Items\n    summary: Extra ${op.name}.`)
    .join('\n');
  return insertBefore('  - name: create_token', text);
}
