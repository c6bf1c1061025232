/**
 * `client/src/resources/<group>.ts`: the class behind `client.<group>`, whose methods forward
 * to the standalone functions so both styles share one implementation and one set of docs.
 */
import type { Api, Group } from '../../ir/types.ts';
import { callStatement, docText, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { assertDistinct, upperFirst } from './identifiers.ts';
import { renderFinalFile } from './layout.ts';
import { operationDoc } from './operation-docs.ts';
import { operationNames, promiseType } from './operation-function.ts';
import { paramMembers, paramsOptional } from './params-type.ts';
import { requestOptionsType } from './payload-types.ts';
import { versionedSignature } from './versioned-operation.ts';
import { versionTyping } from './version-typing.ts';
import { hasVersionedPayloads } from '../../ir/versions.ts';

const CORE_IMPORTS = ['APIPromise', 'ClientCore', 'RequestOptions'];

export function groupClassName(group: Group): string {
  return upperFirst(group.key);
}

export function groupClassFile(group: Group, api: Api): EmittedFile {
  const className = groupClassName(group);
  assertDistinct(`resources/${group.slug}.ts`, [
    ...[...CORE_IMPORTS, 'PagePromise'].map((name): [string, string] => [name, 'runtime import']),
    [className, `group ${group.name}`],
  ]);
  assertDistinct(`class ${className}`, [
    ['constructor', 'the class constructor'],
    ...group.operations.map((operation): [string, string] => [operation.methodName, operation.name]),
  ]);
  const pinned = hasVersionedPayloads(api);
  const methods = group.operations.map((operation) => {
    const names = operationNames(operation, api);
    const typing = versionTyping(operation, api);
    if (typing) {
      return {
        name: operation.methodName,
        docs: [operationDoc(operation, api, { callee: `client.${group.key}.${operation.methodName}`, clientArgument: false })],
        ...versionedSignature(operation, names, typing, 'operations.'),
        statements: [forward(names.fn)],
      };
    }
    return {
      name: operation.methodName,
      docs: [operationDoc(operation, api, { callee: `client.${group.key}.${operation.methodName}`, clientArgument: false })],
      parameters: [
        { name: 'params', type: `operations.${names.params}`, hasQuestionToken: paramsOptional(paramMembers(operation)) },
        { name: 'options', type: requestOptionsType(operation.requestBody), hasQuestionToken: true },
      ],
      returnType: operation.pagination ? `PagePromise<operations.${names.response}, operations.${names.item}>` : promiseType(names, 'operations.'),
      statements: [forward(names.fn)],
    };
  });
  const rendered = renderFinalFile(api.manifestPath, [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: '../core/index.ts', namedImports: group.operations.some((operation) => operation.pagination) ? [...CORE_IMPORTS, 'PagePromise'].sort() : CORE_IMPORTS },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: `../operations/${group.slug}.ts`, namespaceImport: 'operations' },
    {
      kind: StructureKind.Class,
      name: className,
      isExported: true,
      docs: [docText([group.name, group.description].filter(Boolean).join('\n\n'))],
      // `Pinned` carries the client's pinned API version to the methods whose payloads follow it.
      ...(pinned ? { typeParameters: [{ name: 'Pinned', constraint: 'number', default: 'number' }] } : {}),
      properties: [{ name: '#client', type: pinned ? 'ClientCore<Pinned>' : 'ClientCore', isReadonly: true }],
      ctors: [{ parameters: [{ name: 'client', type: pinned ? 'ClientCore<Pinned>' : 'ClientCore' }], statements: ['this.#client = client;'] }],
      methods,
    },
  ]);
  return { path: `client/src/resources/${group.slug}.ts`, ...rendered, format: 'typescript' };
}

/** `return operations.<fn>(this.#client, params, options);` */
function forward(fn: string) {
  return callStatement({ prefix: 'return ', callee: `operations.${fn}`, typeArguments: '', args: ['this.#client', 'params', 'options'] });
}
