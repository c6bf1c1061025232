/**
 * The docs stream (streamDocs, what `generate` uses) gives the same files as emitDocs, but hands
 * them over as they are made: the site's page in pieces (head, a section per group, tail), each
 * group's Markdown page and section before the next group is built, with `drained` awaited
 * between groups so the writer can catch up. Nothing is held until the end but the view of the
 * pages listing every operation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emitDocs, streamDocs } from '../../../generator/emit/docs/index.ts';
import type { EmittedFile } from '../../../generator/emit/types.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api } from '../../../generator/ir/types.ts';

let api: Api;
const events: string[] = [];
const streamed = new Map<string, string>();

beforeAll(async () => {
  api = await loadApi('manifest/ica.yaml');
  await streamDocs(api, {
    file: (file: EmittedFile) => {
      events.push(`file ${file.path}`);
      streamed.set(file.path, file.content);
    },
    open: (path) => {
      events.push(`open ${path}`);
      const pieces: string[] = [];
      return {
        write: (text) => {
          events.push('piece');
          pieces.push(text);
        },
        end: () => {
          events.push(`end ${path}`);
          streamed.set(path, pieces.join(''));
        },
      };
    },
    drained: async () => {
      events.push('drained');
    },
  });
});

describe('docs stream', () => {
  it('gives the same files, byte for byte, as emitDocs', () => {
    const whole = emitDocs(api);
    expect([...streamed.keys()].sort()).toEqual(whole.map((file) => file.path).sort());
    for (const file of whole) expect(streamed.get(file.path), file.path).toBe(file.content);
  });

  it("hands each group's page and section over before building the next group, and waits for the writer between groups", () => {
    const opened = events.indexOf('open docs/html/index.html');
    expect(opened).toBeGreaterThan(-1);
    // The head of the page, then per group: its Markdown page, its section, a wait.
    const perGroup = api.groups.flatMap((group) => [`file docs/${group.slug}.md`, 'piece', 'drained']);
    expect(events.slice(opened + 1, opened + 2 + perGroup.length)).toEqual(['piece', ...perGroup]);
    // Then the tail, and the page ends.
    expect(events.slice(opened + 2 + perGroup.length)).toContain('end docs/html/index.html');
    expect(events.filter((event) => event === 'piece')).toHaveLength(api.groups.length + 2);
  });
});
