/**
 * generator/emit/ts/print-structures.ts prints the emitters' structures as ts-morph's own
 * printer does. Each row is a source file of structures; once formatted (as the write stage
 * formats it), our text must equal ts-morph's. Blank lines are what the formatter keeps, so the
 * rows put every kind before and after every other, with docs and requested blank lines.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type { StatementStructures } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { printStatements, StructureKind, VariableDeclarationKind } from '../../../generator/emit/ts/print-structures.ts';
import { formatWithBiome } from '../../../generator/write/biome-format.ts';

const tsMorph = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
const blankLineBefore = { leadingTrivia: (writer: { blankLine(): unknown }) => void writer.blankLine() };

const importA: StatementStructures = { kind: StructureKind.ImportDeclaration, moduleSpecifier: './a.ts', namedImports: ['A', { name: 'B', isTypeOnly: true }] };
const importTypes: StatementStructures = { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['T'] };
const importAll: StatementStructures = { kind: StructureKind.ImportDeclaration, moduleSpecifier: './all.ts', namespaceImport: 'all' };
const alias: StatementStructures = { kind: StructureKind.TypeAlias, isExported: true, name: 'Id', type: 'string', docs: ['An id.'] };
const objectAlias: StatementStructures = { kind: StructureKind.TypeAlias, name: 'Pair', typeParameters: [{ name: 'T', constraint: 'object', default: '{}' }], type: '{ a: T; b: T }' };
const constant: StatementStructures = {
  kind: StructureKind.VariableStatement,
  isExported: true,
  declarationKind: VariableDeclarationKind.Const,
  docs: ['First line.\n\nSecond paragraph, with `code`.'],
  declarations: [{ name: 'spec', type: 'Spec', initializer: "{ a: 1, b: 'two' }" }],
};
const fn: StatementStructures = {
  kind: StructureKind.Function,
  isExported: true,
  isAsync: true,
  name: 'send',
  docs: ['Sends it.\n@param body - what to send', '@deprecated use post'],
  typeParameters: [{ name: 'T', constraint: 'string' }],
  parameters: [{ name: 'body', type: 'T' }, { name: 'options', type: 'Options', hasQuestionToken: true }, { name: 'retries', type: 'number', initializer: '2' }],
  returnType: 'Promise<void>',
  statements: ['const a = 1;', 'if (a) {\n  return;\n}', 'await post(body, options);'],
};
const iface: StatementStructures = {
  kind: StructureKind.Interface,
  isExported: true,
  name: 'Options',
  typeParameters: [{ name: 'V', constraint: '1 | 2', default: '2' }],
  extends: ['Base'],
  docs: ['The options.'],
  indexSignatures: [{ keyName: 'key', keyType: 'string', returnType: 'unknown' }],
  properties: [{ name: 'a', type: 'string', docs: ['A.'] }, { name: "'b-c'", type: 'V', hasQuestionToken: true }],
  methods: [{ name: 'm', parameters: [{ name: 'x', type: 'number' }], returnType: 'void', docs: ['M.'] }],
};
const cls: StatementStructures = {
  kind: StructureKind.Class,
  isExported: true,
  name: 'Client',
  typeParameters: [{ name: 'P', default: 'never' }],
  extends: 'Base<P>',
  docs: ['A client.'],
  properties: [{ name: 'users', type: 'Users', isReadonly: true, initializer: 'new Users(this)', docs: ['Users.'] }, { name: 'count', type: 'number', initializer: '0' }],
  ctors: [{ parameters: [{ name: 'options', type: 'Options', initializer: '{}' }], statements: ['super(options);'] }],
  methods: [
    { name: 'get', typeParameters: [{ name: 'T' }], parameters: [{ name: 'id', type: 'string' }], returnType: 'T', statements: ['return this.read(id);'], docs: ['Gets one.'] },
    { name: 'list', parameters: [], returnType: 'T[]', statements: ['return [];'] },
  ],
};

const CASES: { name: string; statements: (string | StatementStructures)[] }[] = [
  { name: 'imports, then a type alias', statements: [importA, importTypes, importAll, alias] },
  { name: 'every kind after every other', statements: [importA, alias, constant, fn, iface, cls, objectAlias, constant, 'export { x };', fn, alias] },
  { name: 'a function, interface and class after statements that end without a brace', statements: [alias, fn, alias, iface, constant, cls, alias] },
  { name: 'requested blank lines', statements: [importA, { ...importTypes, ...blankLineBefore }, { ...alias, ...blankLineBefore }, { ...constant, ...blankLineBefore }, { ...iface, ...blankLineBefore }] },
  { name: 'text statements, and text after a closing brace', statements: ['const a = 1;', 'function f() {\n  return a;\n}', 'const b = 2;', '/** Doc. */\nexport const c = 3;'] },
  { name: 'an interface with only properties', statements: [{ kind: StructureKind.Interface, name: 'P', properties: [{ name: 'a', type: 'string' }, { name: 'b', type: 'number', docs: ['B.'] }] }] },
  { name: 'an empty interface and class', statements: [{ kind: StructureKind.Interface, name: 'E', extends: ['Base'] }, { kind: StructureKind.Class, name: 'C' }] },
  { name: 'a class with only methods', statements: [{ kind: StructureKind.Class, name: 'M', methods: [{ name: 'a', statements: ['return 1;'] }, { name: 'b', statements: [] }] }] },
];

describe('printStatements prints as ts-morph does', () => {
  it.each(CASES)('$name', async ({ statements }) => {
    const ours = printStatements(statements);
    const theirs = tsMorph.printStructure({ kind: tsMorph.StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2, useSingleQuote: true });
    const [formattedOurs, formattedTheirs] = await formatWithBiome([ours, theirs], ['ours.ts', 'theirs.ts']);
    expect(formattedOurs).toBe(formattedTheirs);
  });

  it("uses ts-morph's numbers for the structure kinds", () => {
    for (const [name, value] of Object.entries(StructureKind)) expect(tsMorph.StructureKind[name as keyof typeof tsMorph.StructureKind], name).toBe(value);
    for (const [name, value] of Object.entries(VariableDeclarationKind)) expect(tsMorph.VariableDeclarationKind[name as keyof typeof tsMorph.VariableDeclarationKind], name).toBe(value);
  });

  it('refuses a structure it has no printer for', () => {
    expect(() => printStatements([{ kind: tsMorph.StructureKind.Enum, name: 'E', members: [] }])).toThrow(/no printer for structure kind/);
  });
});
