/**
 * generator/emit/ts/layouts.ts lays out the statements of the client's operation and resource
 * files as prettier would, so those files skip the formatter. Given/want tables per layout: the
 * want is what prettier prints (each row is also run through prettier, which must leave it as
 * it is), or undefined where the layout leaves the statement to the formatter. The long names
 * are the kind real descriptions have (Autotask, Kubernetes, Google Compute).
 */
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { type Doc, group, ifBreak, indent, join, line, printDoc, softline } from '../../../generator/emit/ts/doc-printer.ts';
import { callText, dataDeclarationText, exportText, importText, memberText, signatureText, typeAliasText } from '../../../generator/emit/ts/layouts.ts';
import { Expression } from '../../../generator/emit/ts/literal.ts';
import { printFinalStatements, StructureKind } from '../../../generator/emit/ts/print-structures.ts';
import { callStatement, dataInitializer } from '../../../generator/emit/ts/render.ts';
import { prettierOptionsFor } from '../../../generator/write/prettier-options.ts';

const X = (n: number) => 'X'.repeat(n);

/** prettier leaves `text` (a whole statement, or a member in `wrap`) as it is. */
async function prettierKeeps(text: string, wrap: (text: string) => string = (t) => t): Promise<void> {
  const source = `${wrap(text)}\n`;
  expect(await prettier.format(source, prettierOptionsFor('typescript'))).toBe(source);
}
const inClass = (text: string) => `class A {\n${text.replace(/^/gm, '  ')}\n}`;
const inFunction = (text: string) => `function f() {\n${text.replace(/^/gm, '  ')}\n}`;
const inInterface = (text: string) => `interface A {\n${text.replace(/^/gm, '  ')}\n}`;

describe('printDoc: prettier line fitting', () => {
  const list = (items: Doc[]) => group(['[', indent([softline, join([',', line], items)]), ifBreak(','), softline, ']']);
  it.each<{ name: string; doc: Doc; width: number; want: string }>([
    { name: 'a group that fits stays on one line', doc: list(['a', 'b']), width: 10, want: '[a, b]' },
    { name: 'a group that does not fit breaks, one item per line', doc: list(['aaaa', 'bbbb']), width: 10, want: '[\n  aaaa,\n  bbbb,\n]' },
    { name: 'what follows up to the next line break counts', doc: [list(['a', 'b']), ';;;;;'], width: 10, want: '[\n  a,\n  b,\n];;;;;' },
    { name: 'an inner group fits once the outer one broke', doc: list(['x', list(['aa', 'bb'])]), width: 12, want: '[\n  x,\n  [aa, bb],\n]' },
    { name: 'a group that must break breaks however short', doc: group(['{', indent([line, 'a']), line, '}'], true), width: 80, want: '{\n  a\n}' },
  ])('$name', ({ doc, width, want }) => {
    expect(printDoc(doc, width)).toBe(want);
  });
});

describe('importText', () => {
  it.each([
    { names: ['A', 'B'], typeOnly: true, want: "import type { A, B } from '../types.ts';" },
    { names: [`Long${X(90)}`], typeOnly: true, want: `import type { Long${X(90)} } from '../types.ts';` },
    { names: [`A${X(40)}`, `B${X(40)}`], typeOnly: false, want: `import {\n  A${X(40)},\n  B${X(40)},\n} from '../types.ts';` },
  ])('$want', async ({ names, typeOnly, want }) => {
    expect(importText(names, '../types.ts', typeOnly).text).toBe(want);
    await prettierKeeps(want);
  });
});

describe('exportText', () => {
  it.each([
    { names: ['IcaClient', 'IcaClient as default'], want: "export { IcaClient, IcaClient as default } from './client.ts';" },
    { names: [`type Long${X(90)}`], want: `export { type Long${X(90)} } from './client.ts';` },
    { names: [`A${X(40)}`, `type B${X(40)}`], want: `export {\n  A${X(40)},\n  type B${X(40)},\n} from './client.ts';` },
  ])('$want', async ({ names, want }) => {
    expect(exportText(names, './client.ts').text).toBe(want);
    await prettierKeeps(want);
  });
});

describe('signatureText', () => {
  const params = ['client: ClientCore', `params: ${X(30)}Params`, 'options?: RequestOptions'];
  it.each([
    { name: 'fits on one line', head: 'export function f', params: ['a: A'], returns: ': APIPromise<R>', want: 'export function f(a: A): APIPromise<R> {' },
    {
      name: 'one parameter per line',
      head: `export function list${X(20)}`,
      params,
      returns: `: APIPromise<${X(20)}Response>`,
      want: `export function list${X(20)}(\n  client: ClientCore,\n  params: ${X(30)}Params,\n  options?: RequestOptions,\n): APIPromise<${X(20)}Response> {`,
    },
    {
      name: 'a long return type of one argument stays whole',
      head: 'export function f',
      params,
      returns: `: APIPromise<${X(95)}>`,
      want: `export function f(\n  client: ClientCore,\n  params: ${X(30)}Params,\n  options?: RequestOptions,\n): APIPromise<${X(95)}> {`,
    },
    {
      name: 'a return type of several arguments breaks them when its line is too long',
      head: 'export function f',
      params,
      returns: `: PagePromise<${X(50)}Response, ${X(40)}Item>`,
      want: `export function f(\n  client: ClientCore,\n  params: ${X(30)}Params,\n  options?: RequestOptions,\n): PagePromise<\n  ${X(50)}Response,\n  ${X(40)}Item\n> {`,
    },
    {
      name: 'a union in type arguments on a line of its own',
      head: 'export function patch',
      params: ['client: ClientCore', `options?: RequestOptionsWithContentType<'application/json-patch+json' | 'application/merge-patch+json' | 'text/plain'>`],
      returns: ': APIPromise<R>',
      want: `export function patch(\n  client: ClientCore,\n  options?: RequestOptionsWithContentType<\n    'application/json-patch+json' | 'application/merge-patch+json' | 'text/plain'\n  >,\n): APIPromise<R> {`,
    },
    {
      name: 'of several type arguments, a union too long for its line breaks under its bars',
      head: 'export function createCoreV1Namespace',
      params: ['input: CreateCoreV1NamespaceInput', 'ctx: HandlerContext'],
      returns: `: HandlerResult<Namespace${X(20)} | BinaryBody, Reply<Namespace${X(20)} | BinaryBody, 200> | Reply<Namespace${X(20)} | BinaryBody, 201>>`,
      want: `export function createCoreV1Namespace(\n  input: CreateCoreV1NamespaceInput,\n  ctx: HandlerContext,\n): HandlerResult<\n  Namespace${X(20)} | BinaryBody,\n  | Reply<Namespace${X(20)} | BinaryBody, 200>\n  | Reply<Namespace${X(20)} | BinaryBody, 201>\n> {`,
    },
    {
      name: 'a union member too long for its line breaks its own type arguments, past its bar',
      head: 'export function createCoreV1Namespace',
      params: ['input: CreateCoreV1NamespaceInput', 'ctx: HandlerContext'],
      returns: `: HandlerResult<Namespace${X(68)} | BinaryBody, Reply<Namespace${X(68)} | BinaryBody, 200> | Reply<Namespace${X(68)} | BinaryBody, 201>>`,
      want: `export function createCoreV1Namespace(\n  input: CreateCoreV1NamespaceInput,\n  ctx: HandlerContext,\n): HandlerResult<\n  Namespace${X(68)} | BinaryBody,\n  | Reply<\n      Namespace${X(68)} | BinaryBody,\n      200\n    >\n  | Reply<\n      Namespace${X(68)} | BinaryBody,\n      201\n    >\n> {`,
    },
    {
      name: 'a union member whose own union argument is too long breaks that too',
      head: 'export function f',
      params: ['input: I'],
      returns: `: HandlerResult<A, Reply<Namespace${X(78)} | BinaryBody, 200> | Reply<B, 201>>`,
      want: `export function f(\n  input: I,\n): HandlerResult<\n  A,\n  | Reply<\n      | Namespace${X(78)}\n      | BinaryBody,\n      200\n    >\n  | Reply<B, 201>\n> {`,
    },
    {
      name: 'of several type arguments, a union that fits stays whole on its line',
      head: 'export function getAll',
      params: ['input: GeneralLedgerTransactionsGetAllInput', 'ctx: HandlerContext'],
      returns: ': HandlerResult<GeneralLedgerTransactionDetailsDto[], Reply<GeneralLedgerTransactionDetailsDto[], 200> | Reply<BackgroundApiAcceptedDto, 202>>',
      want: 'export function getAll(\n  input: GeneralLedgerTransactionsGetAllInput,\n  ctx: HandlerContext,\n): HandlerResult<\n  GeneralLedgerTransactionDetailsDto[],\n  Reply<GeneralLedgerTransactionDetailsDto[], 200> | Reply<BackgroundApiAcceptedDto, 202>\n> {',
    },
    {
      name: 'a longer union in type arguments, one member per line',
      head: 'export function patch',
      params: ['client: ClientCore', `options?: RequestOptionsWithContentType<'application/json-patch+json' | 'application/merge-patch+json' | 'application/apply-patch+yaml' | 'text/plain'>`],
      returns: ': APIPromise<R>',
      want: `export function patch(\n  client: ClientCore,\n  options?: RequestOptionsWithContentType<\n    | 'application/json-patch+json'\n    | 'application/merge-patch+json'\n    | 'application/apply-patch+yaml'\n    | 'text/plain'\n  >,\n): APIPromise<R> {`,
    },
    { name: 'an object type parameter is left to the formatter', head: 'export function f', params: [`body: { a: string; b: ${X(90)} }`], returns: '', want: undefined },
  ])('$name', async ({ head, params: parameters, returns, want }) => {
    expect(signatureText(head, parameters, returns, ' {', 0)?.text).toBe(want);
    if (want) await prettierKeeps(`${want}}`);
  });

  it('lays out a method at its indentation', async () => {
    const want = `list(\n  params: operations.${X(40)}Params,\n  options?: RequestOptions,\n): APIPromise<operations.${X(40)}Response> {`;
    expect(signatureText('list', [`params: operations.${X(40)}Params`, 'options?: RequestOptions'], `: APIPromise<operations.${X(40)}Response>`, ' {', 2)?.text).toBe(want);
    await prettierKeeps(`${want}}`, inClass);
  });
});

describe('callText', () => {
  it.each([
    { name: 'fits on one line', call: { prefix: 'return ', callee: 'client.send', typeArguments: '<R>', args: ['spec', 'params', 'options'] }, want: 'return client.send<R>(spec, params, options);' },
    {
      name: 'one argument per line',
      call: { prefix: 'return ', callee: 'client.send', typeArguments: `<${X(40)}>`, args: [`${X(40)}Spec`, 'params', 'options'] },
      want: `return client.send<${X(40)}>(\n  ${X(40)}Spec,\n  params,\n  options,\n);`,
    },
    {
      name: 'a long first line stays when one type argument cannot break',
      call: { prefix: 'return ', callee: 'client.send', typeArguments: `<${X(90)}>`, args: ['spec', 'params', 'options'] },
      want: `return client.send<${X(90)}>(\n  spec,\n  params,\n  options,\n);`,
    },
    {
      name: 'several type arguments break before the arguments do',
      call: { prefix: 'return ', callee: 'paginate', typeArguments: `<${X(50)}Response, ${X(40)}Item>`, args: ['client', 'spec', 'params', 'options'] },
      want: `return paginate<\n  ${X(50)}Response,\n  ${X(40)}Item\n>(client, spec, params, options);`,
    },
  ])('$name', async ({ call, want }) => {
    expect(callText(call, 2)?.text).toBe(want);
    await prettierKeeps(want, inFunction);
  });
});

describe('typeAliasText and memberText', () => {
  it.each([
    { name: 'fits', head: 'export type R', type: 'Item[]', want: 'export type R = Item[];' },
    { name: 'a name goes to the next line', head: `export type ${X(60)}Response`, type: `${X(40)}Model`, want: `export type ${X(60)}Response =\n  ${X(40)}Model;` },
    { name: 'a generic type breaks its arguments', head: `export type ${X(40)}Item`, type: `PageItem<${X(50)}Response, 'items'>`, want: `export type ${X(40)}Item = PageItem<\n  ${X(50)}Response,\n  'items'\n>;` },
    { name: 'a union that fits on the next line goes there', head: `export type ${X(40)}Response`, type: `${X(30)}[] | ${X(30)}`, want: `export type ${X(40)}Response =\n  ${X(30)}[] | ${X(30)};` },
    { name: 'a longer union takes a line per member', head: `export type ${X(40)}Response`, type: `${X(40)} | ${X(40)} | ${X(40)}`, want: `export type ${X(40)}Response =\n  | ${X(40)}\n  | ${X(40)}\n  | ${X(40)};` },
    { name: 'an object type is left to the formatter', head: 'export type R', type: `{ a: ${X(100)} }`, want: undefined },
  ])('alias: $name', async ({ head, type, want }) => {
    expect(typeAliasText(head, type, 0)?.text).toBe(want);
    if (want) await prettierKeeps(want);
  });

  it.each([
    { name: 'fits', head: 'status?', type: "'a' | 'b'", want: "status?: 'a' | 'b';" },
    { name: 'a long type name stays beside the member', head: `persistentVolumeClaimRetentionPolicy?`, type: `IoK8s${X(60)}Policy`, want: `persistentVolumeClaimRetentionPolicy?: IoK8s${X(60)}Policy;` },
    { name: 'a union that fits on the next line goes there', head: `${X(50)}?`, type: `${X(30)}[] | ${X(30)}`, want: `${X(50)}?:\n  ${X(30)}[] | ${X(30)};` },
    { name: 'a union of string literals, one per line', head: 'documentType?', type: Array.from({ length: 9 }, (_, i) => `'${X(8)}${i}'`).join(' | '), want: `documentType?:\n${Array.from({ length: 9 }, (_, i) => `  | '${X(8)}${i}'`).join('\n')};` },
    { name: 'a generic of a union breaks inside', head: 'body?', type: `Array<${Array.from({ length: 8 }, (_, i) => `'${X(6)}${i}'`).join(' | ')}>`, want: `body?: Array<\n  ${Array.from({ length: 8 }, (_, i) => `'${X(6)}${i}'`).join(' | ')}\n>;` },
  ])('member: $name', async ({ head, type, want }) => {
    expect(memberText(head, type, 2)?.text).toBe(want);
    await prettierKeeps(want, inInterface);
  });
});

describe('dataDeclarationText', () => {
  const head = 'export const getBundleSpec: OperationSpec';
  it.each([
    { name: 'a small value on one line', value: { name: 'get', versions: [3] }, want: `${head} = { name: 'get', versions: [3] };` },
    {
      name: 'a value that does not fit breaks, its parts on one line where they fit',
      value: { name: 'get_bundle', method: 'GET', path: '/api/bundles/{bundleId}', pathParams: [{ key: 'bundleId', name: 'bundleId' }], encoders: { body: new Expression('encodeBody', 'encodeBody') } },
      want: `${head} = {\n  name: 'get_bundle',\n  method: 'GET',\n  path: '/api/bundles/{bundleId}',\n  pathParams: [{ key: 'bundleId', name: 'bundleId' }],\n  encoders: { body: encodeBody },\n};`,
    },
    {
      name: 'an array of several objects of several members always breaks',
      value: { headers: [{ key: 'a', name: 'A' }, { key: 'b', name: 'B' }], filler: X(90) },
      want: `${head} = {\n  headers: [\n    { key: 'a', name: 'A' },\n    { key: 'b', name: 'B' },\n  ],\n  filler:\n    '${X(90)}',\n};`,
    },
    { name: 'a long string after a short key stays on its line', value: { path: `/${X(100)}`, a: 1 }, want: `${head} = {\n  path: '/${X(100)}',\n  a: 1,\n};` },
    { name: 'a long name moves the value under the declaration', value: { name: 'a' }, head: `export const ${X(80)}Spec: OperationSpec`, want: `export const ${X(80)}Spec: OperationSpec =\n  { name: 'a' };` },
    { name: 'a long array of numbers is left to the formatter', value: { versions: Array.from({ length: 40 }, (_, i) => i) }, want: undefined },
  ])('$name', async ({ value, want, ...row }) => {
    expect(dataDeclarationText(row.head ?? head, value, 0)?.text).toBe(want);
    if (want) await prettierKeeps(want);
  });
});

describe('printFinalStatements', () => {
  const fn = (statement: ReturnType<typeof callStatement> | string) => ({
    kind: StructureKind.Function,
    isExported: true,
    name: 'getBundle',
    parameters: [{ name: 'client', type: 'ClientCore' }],
    returnType: 'APIPromise<R>',
    statements: [statement],
  });

  it('marks a file of laid-out statements final, and prettier agrees', async () => {
    const { text, final } = printFinalStatements([
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './core.ts', namedImports: ['APIPromise', 'ClientCore'] },
      { kind: StructureKind.VariableStatement, isExported: true, declarationKind: 'const' as never, declarations: [{ name: 'spec', type: 'OperationSpec', initializer: dataInitializer({ name: 'get', auth: [] }) }] },
      fn(callStatement({ prefix: 'return ', callee: 'client.send', typeArguments: '<R>', args: ['spec', `${X(80)}`] })),
    ]);
    expect(final).toBe(true);
    expect(await prettier.format(text, prettierOptionsFor('typescript'))).toBe(text);
  });

  it('leaves a file to the formatter when a statement is not laid out', () => {
    expect(printFinalStatements([fn('if (a) {\nreturn b;\n}')]).final).toBe(false);
    expect(printFinalStatements([fn(`return client.send(${X(100)});`)]).final).toBe(false);
  });
});
