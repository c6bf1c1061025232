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
}

export function operationNames(operation: Operation, api?: Api): OperationNames {
  return {
    fn: bindingName(operation.methodName),
    spec: `${operation.methodName}Spec`,
    params: `${operation.typeName}Params`,
    response: `${operation.typeName}Response`,
    ...(api && versionTyping(operation, api) ? { version: `${operation.typeName}Version` } : {}),
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
      returnType: `APIPromise<${names.response}>`,
      statements: [`return client.request<${names.response}>(${names.spec}, params, options);`],
    },
  ];
}
