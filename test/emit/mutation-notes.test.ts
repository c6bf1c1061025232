/**
 * The copy steps of the client and server runtime drop whole-line mutation-testing notes
 * (generator/emit/mutation-notes.ts): given a template's text, want the text a generated
 * package gets. The last test holds every copied runtime file to it.
 */
import { describe, expect, it } from 'vitest';
import { runtimeFiles } from '../../generator/emit/client/runtime-copy.ts';
import { withoutMutationNotes } from '../../generator/emit/mutation-notes.ts';
import { coreFiles } from '../../generator/emit/server/core-files.ts';

describe('withoutMutationNotes', () => {
  it.each<[string, string, string]>([
    ['a note line', 'a();\n// Stryker disable next-line ConditionalExpression: a fast path\nb();\n', 'a();\nb();\n'],
    ['an indented note', 'if (x) {\n    // Stryker disable next-line all: why\n  y();\n}\n', 'if (x) {\n  y();\n}\n'],
    ['a tab-indented note', '\t// Stryker disable next-line Regex: why\n\tz();\n', '\tz();\n'],
    ['a disable and its restore', '// Stryker disable all\nx();\n// Stryker restore all\ny();\n', 'x();\ny();\n'],
    ['a note on the last line, without a newline', 'x();\n// Stryker disable next-line all: why', 'x();\n'],
    ['a note with CRLF', 'x();\r\n// Stryker disable next-line all: why\r\ny();\r\n', 'x();\r\ny();\r\n'],
    ['consecutive notes', '// Stryker disable next-line A: a\n// Stryker disable next-line B: b\nx();\n', 'x();\n'],
    ['a note after code stays', 'x(); // Stryker disable-line all: why\n', 'x(); // Stryker disable-line all: why\n'],
    ['a note inside a block comment stays', '/*\n * // Stryker disable next-line all\n */\n', '/*\n * // Stryker disable next-line all\n */\n'],
    ['other comments stay', '// Stryker was here\n// stryker disable next-line all\n//Stryker disable all\n', '// Stryker was here\n// stryker disable next-line all\n//Stryker disable all\n'],
    ['text without notes is unchanged', 'const a = 1;\n\n// why: b\n', 'const a = 1;\n\n// why: b\n'],
  ])('%s', (_what, given, want) => {
    expect(withoutMutationNotes(given)).toBe(want);
  });
});

describe('the copied runtime', () => {
  it('carries no mutation-testing note', () => {
    const copies = [...runtimeFiles(), ...coreFiles()];
    expect(copies.length).toBeGreaterThan(10);
    expect(copies.filter((file) => /\/\/ Stryker (disable|restore)/.test(file.content)).map((file) => file.path)).toEqual([]);
  });
});
