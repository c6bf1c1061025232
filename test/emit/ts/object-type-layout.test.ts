/**
 * generator/emit/ts/object-type-layout.ts lays out members and type aliases whose type is an
 * object written over several lines (schemaToTs's objects with documented properties, the
 * server's handler inputs) as prettier would. Given the rough text (no indentation of its own),
 * want prettier's layout, which prettier must also leave as it is; undefined where the layout
 * leaves the file to the formatter.
 */
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { objectMemberText, objectTypeAfter } from '../../../generator/emit/ts/object-type-layout.ts';
import { printFinalStatements, StructureKind } from '../../../generator/emit/ts/print-structures.ts';
import { prettierOptionsFor } from '../../../generator/write/prettier-options.ts';

const X = (n: number) => 'X'.repeat(n);

async function prettierKeeps(source: string): Promise<void> {
  expect(await prettier.format(source, prettierOptionsFor('typescript'))).toBe(source);
}
const inInterface = (text: string) => `interface A {\n${text.replace(/^(?=.)/gm, '  ')}\n}\n`;

describe('objectTypeAfter: a member of an interface (two columns in)', () => {
  const rows: { name: string; head: string; type: string; want: string | undefined }[] = [
    {
      name: 'documented members, each under its comment',
      head: 'params',
      type: '{\n/** Identifier of a project. */\nprojectId: string;\n/** Identifier of a data. */\ndataId?: string;\n}',
      want: 'params: {\n  /** Identifier of a project. */\n  projectId: string;\n  /** Identifier of a data. */\n  dataId?: string;\n};',
    },
    {
      name: 'members without comments stay one per line',
      head: 'headers',
      type: '{\napiKey?: string;\n}',
      want: 'headers: {\n  apiKey?: string;\n};',
    },
    {
      name: 'a comment of several lines, its stars one column in',
      head: 'query',
      type: '{\n/**\n * The page.\n *\n * @deprecated\n */\npage?: number;\n}',
      want: 'query: {\n  /**\n   * The page.\n   *\n   * @deprecated\n   */\n  page?: number;\n};',
    },
    {
      name: 'a nested object, two more columns in',
      head: 'body',
      type: '{\n/** Outer. */\nouter: {\n/** Inner. */\ninner: string;\n};\n}',
      want: 'body: {\n  /** Outer. */\n  outer: {\n    /** Inner. */\n    inner: string;\n  };\n};',
    },
    {
      name: 'quoted keys, with a colon and braces in them, and an index signature',
      head: 'body',
      type: "{\n/** Odd. */\n'a:b{c}'?: string;\n[key: string]: unknown;\n}",
      want: "body: {\n  /** Odd. */\n  'a:b{c}'?: string;\n  [key: string]: unknown;\n};",
    },
    {
      name: 'a long union member breaks as an interface member does',
      head: 'body',
      type: `{\n/** Kind. */\nkind: 'alpha${X(30)}' | 'beta${X(30)}' | 'gamma${X(30)}';\n}`,
      want: `body: {\n  /** Kind. */\n  kind:\n    | 'alpha${X(30)}'\n    | 'beta${X(30)}'\n    | 'gamma${X(30)}';\n};`,
    },
    {
      name: 'an array of the object keeps it beside the name',
      head: 'data?',
      type: '{\n/** The key. */\nkey?: string;\nvalue?: string;\n}[]',
      want: 'data?: {\n  /** The key. */\n  key?: string;\n  value?: string;\n}[];',
    },
    {
      name: 'with null, the object stays beside its name',
      head: 'body',
      type: '{\n/** A. */\na: string;\n} | null',
      want: 'body: {\n  /** A. */\n  a: string;\n} | null;',
    },
    {
      name: 'with undefined, the union breaks and the object moves under its bar',
      head: 'body',
      type: '{\n/** Updated name of the pet */\nname?: string;\n} | undefined',
      want: 'body:\n  | {\n      /** Updated name of the pet */\n      name?: string;\n    }\n  | undefined;',
    },
    { name: 'an object inside a generic is left to the formatter', head: 'body', type: 'Omit<{\n/** A. */\na?: string;\n}, "a">', want: undefined },
    { name: 'a union of two objects is left to the formatter', head: 'body', type: '{\n/** A. */\na: string;\n} | {\n/** B. */\nb: string;\n}', want: undefined },
    { name: 'an intersection after the object is left to the formatter', head: 'body', type: '{\n/** A. */\na: string;\n} & { b?: B }', want: undefined },
    { name: 'a template literal type is not read', head: 'body', type: '{\n/** A. */\na: `x${string}`;\n}', want: undefined },
  ];
  it.each(rows)('$name', async ({ head, type, want }) => {
    expect(objectTypeAfter(head, ':', type, 2)?.text).toBe(want);
    if (want !== undefined) await prettierKeeps(inInterface(want));
  });
});

describe('objectMemberText: an object written on one line', () => {
  it.each([
    { name: 'stays on its line where it fits', type: '{ a?: A; b?: B }[]', want: 'errorDetails?: { a?: A; b?: B }[];' },
    {
      name: 'breaks one member per line where it does not',
      type: `{ errorInfo?: ErrorInfo${X(20)}; help?: Help${X(20)}; localizedMessage?: LocalizedMessage }[]`,
      want: `errorDetails?: {\n  errorInfo?: ErrorInfo${X(20)};\n  help?: Help${X(20)};\n  localizedMessage?: LocalizedMessage;\n}[];`,
    },
  ])('$name', async ({ type, want }) => {
    expect(objectMemberText('errorDetails?', type, 2)?.text).toBe(want);
    await prettierKeeps(inInterface(want));
  });
});

describe('objectTypeAfter: a type alias', () => {
  it('puts the object after the `=`', async () => {
    const want = 'export type Input = {\n  /** The version. */\n  version: 1;\n};';
    expect(objectTypeAfter('export type Input', ' =', '{\n/** The version. */\nversion: 1;\n}', 0)?.text).toBe(want);
    await prettierKeeps(`${want}\n`);
  });
});

describe('printFinalStatements: interfaces with object members are final', () => {
  it('prints a handler input as prettier does, and calls the file final', async () => {
    const { text, final } = printFinalStatements([
      {
        kind: StructureKind.Interface,
        name: 'GetProjectInput',
        isExported: true,
        docs: ['What the handler receives.'],
        properties: [
          { name: 'version', type: '3' },
          { name: 'params', type: '{\n/** Identifier of a project. */\nprojectId: string;\n}' },
          { name: 'body', type: '{\n/** A. */\na?: string;\n} | undefined' },
        ],
      },
    ]);
    expect(final).toBe(true);
    await prettierKeeps(text);
  });

  it('leaves a file with an object inside a generic to the formatter', () => {
    const { final } = printFinalStatements([
      { kind: StructureKind.Interface, name: 'A', properties: [{ name: 'body', type: 'Omit<{\n/** A. */\na?: string;\n}, "a">' }] },
    ]);
    expect(final).toBe(false);
  });
});
