/**
 * Everything one operation contributes to its group's operations file: the spec constant, the
 * params and response types, and the standalone function. Standalone functions (rather than
 * only methods) let bundlers drop every operation an application does not call.
 */
import type { Api, Operation } from '../../ir/types.ts';
import { docText, type StatementStructures, StructureKind, VariableDeclarationKind } from '../ts/render.ts';
import { bindingName } from './identifiers.ts';
import { blankLineBefore } from './layout.ts';
import { operationDoc } from './operation-docs.ts';
import { operationSpecLiteral } from './operation-spec.ts';
import { pagingOf } from './paginated-operation.ts';
import { paramMembers, paramsDeclaration, paramsOptional } from './params-type.ts';
import { requestOptionsType, responseType } from './payload-types.ts';
import { versionedOperationStatements } from './versioned-operation.ts';
import { versionTyping } from './version-typing.ts';

/** The names one operation declares. */
export interface OperationNames {
  /** The standalone function, e.g. `archiveData` (`delete_` for a reserved word). */
  fn: string;
  spec: string;
  params: string;
  response: string;
  /** `<Op>Version<Pinned>`, for operations whose payloads differ by version. */
  version?: string;
  /** `<Op>Item`, the element of the list a paginated operation pages through. */
  item?: string;
}

export function operationNames(operation: Operation, api?: Api): OperationNames {
  return {
    fn: bindingName(operation.methodName),
    spec: `${operation.methodName}Spec`,
    params: `${operation.typeName}Params`,
    response: `${operation.typeName}Response`,
    ...(api && versionTyping(operation, api) ? { version: `${operation.typeName}Version` } : {}),
    ...(operation.pagination ? { item: `${operation.typeName}Item` } : {}),
  };
}

export function operationStatements(operation: Operation, api: Api): StatementStructures[] {
  const names = operationNames(operation, api);
  const spec: StatementStructures = {
    kind: StructureKind.VariableStatement,
    ...blankLineBefore,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [`How to send {@link ${names.fn}}.`],
    declarations: [{ name: names.spec, type: 'OperationSpec', initializer: operationSpecLiteral(operation, api) }],
  };
  const typing = versionTyping(operation, api);
  if (typing) return [spec, ...versionedOperationStatements(operation, api, names, typing)];
  const members = paramMembers(operation, {}, api.schemas);
  const optional = paramsOptional(members);
  const responseDoc = operation.response.description;
  const paging = pagingOf(operation, names);
  return [
    spec,
    paramsDeclaration(names.params, members),
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.response,
      isExported: true,
      type: responseType(operation.response),
      ...(responseDoc ? { docs: [docText(responseDoc)] } : {}),
    },
    ...(paging ? [paging.itemAlias] : []),
    {
      kind: StructureKind.Function,
      name: names.fn,
      isExported: true,
      docs: [operationDoc(operation, api, { callee: names.fn, clientArgument: true })],
      parameters: [
        { name: 'client', type: 'ClientCore' },
        { name: 'params', type: names.params, hasQuestionToken: optional },
        { name: 'options', type: requestOptionsType(operation.requestBody), hasQuestionToken: true },
      ],
      returnType: paging?.returnType ?? `APIPromise<${names.response}>`,
      statements: [paging?.call ?? `return client.request<${names.response}>(${names.spec}, params, options);`],
    },
  ];
}
