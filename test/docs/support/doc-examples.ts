/**
 * The examples exactly as the Markdown docs print them: each operation's TypeScript and curl
 * fences (found under its `<a id="name">` anchor in the group pages), and the "Running the
 * examples" shell block of the docs README that sets the variables they read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DocExamples {
  ts: string;
  curl: string;
}

const NOT_GROUP_PAGES = new Set(['README.md', 'authentication.md', 'guide.md', 'schemas.md']);

/** The body of every fence with `language` in `text`, in order. */
export function fences(text: string, language: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm');
  for (const match of text.matchAll(pattern)) found.push(match[1]!.replace(/\n$/, ''));
  return found;
}

/** Operation name → its examples, from the group pages in `docsDir`. */
export function operationExamples(docsDir: string): Map<string, DocExamples> {
  const examples = new Map<string, DocExamples>();
  for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md') && !NOT_GROUP_PAGES.has(f))) {
    const sections = readFileSync(join(docsDir, file), 'utf8').split(/^<a id="([^"]+)"><\/a>$/m);
    for (let i = 1; i < sections.length; i += 2) {
      const [ts] = fences(sections[i + 1]!, 'ts');
      const [curl] = fences(sections[i + 1]!, 'sh');
      if (ts && curl) examples.set(sections[i]!, { ts, curl });
    }
  }
  return examples;
}

/** The README's shell block for the mock: the second `sh` fence of "Running the examples". */
export function mockSetup(docsDir: string): string {
  const readme = readFileSync(join(docsDir, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Running the examples'));
  if (!section) throw new Error(`${docsDir}/README.md has no "Running the examples" section`);
  const blocks = fences(section, 'sh');
  if (blocks.length !== 2) throw new Error(`expected two sh blocks in "Running the examples", found ${blocks.length}`);
  return blocks[1]!;
}
