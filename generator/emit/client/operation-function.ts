/**
 * Everything one operation contributes to its group's operations file: the spec constant, the
 * params and response types, and the standalone function. Standalone functions (rather than
 * only methods) let bundlers drop every operation an application does not call.
 */
import { successStatuses } from '../../ir/payloads.ts';
import type { Api, Operation } from '../../ir/types.ts';
import { callStatement, dataInitializer, docText, type StatementStructures, StructureKind, VariableDeclarationKind } from '../ts/render.ts';
import { bindingName } from './identifiers.ts';
import { blankLineBefore } from './layout.ts';
import { operationDoc } from './operation-docs.ts';
import { operationSpecValue } from './operation-spec.ts';
import { pagingOf } from './paginated-operation.ts';
import { paramMembers, paramsDeclaration, paramsOptional } from './params-type.ts';
import { requestOptionsType, responseHeadersType, responseType } from './payload-types.ts';
import { versionedOperationStatements } from './versioned-operation.ts';
import { versionTyping } from './version-typing.ts';

/** The names one operation declares. */
export interface OperationNames {
  /** The standalone function, e.g. `archiveData` (`delete_` for a reserved word). */
  fn: string;
  spec: string;
  params: string;
  response: string;
  /** `<Op>ResponseHeaders`, for operations whose responses declare headers. */
  headers?: string;
  /** `<Op>Version<Pinned>`, for operations whose payloads differ by version. */
  version?: string;
  /** `<Op>Item`, the element of the list a paginated operation pages through. */
  item?: string;
}

/** `APIPromise<Response>`, or `APIPromise<Response, Headers>` where headers are declared; `typeArgs` e.g. `<Version>`. */
export function promiseType(names: OperationNames, qualify = '', typeArgs = ''): string {
  return `APIPromise<${requestTypeArgs(names, qualify, typeArgs)}>`;
}

/** The type arguments of `client.send<…>` and `APIPromise<…>`. */
export function requestTypeArgs(names: OperationNames, qualify = '', typeArgs = ''): string {
  const headers = names.headers ? `, ${qualify}${names.headers}${typeArgs}` : '';
  return `${qualify}${names.response}${typeArgs}${headers}`;
}

export function operationNames(operation: Operation, api?: Api): OperationNames {
  return {
    fn: bindingName(operation.methodName),
    spec: `${operation.methodName}Spec`,
    params: `${operation.typeName}Params`,
    response: `${operation.typeName}Response`,
    ...(operation.byVersion.some((entry) => entry.response.headers.length > 0) ? { headers: `${operation.typeName}ResponseHeaders` } : {}),
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
    declarations: [{ name: names.spec, type: 'OperationSpec', initializer: dataInitializer(operationSpecValue(operation, api)) }],
  };
  const typing = versionTyping(operation, api);
  if (typing) return [spec, ...versionedOperationStatements(operation, api, names, typing)];
  const members = paramMembers(operation, {}, api.schemas);
  const optional = paramsOptional(members);
  const responseDoc = responseDocText(operation);
  const paging = pagingOf(operation, names);
  return [
    spec,
    paramsDeclaration(names.params, members),
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.response,
      isExported: true,
      type: responseType(operation.response, api.schemas),
      ...(responseDoc ? { docs: [docText(responseDoc)] } : {}),
    },
    ...headersDeclaration(operation, names),
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
      returnType: paging?.returnType ?? promiseType(names),
      statements: [paging?.call ?? callStatement({ prefix: 'return ', callee: 'client.send', typeArguments: `<${requestTypeArgs(names)}>`, args: [names.spec, 'params', 'options'] })],
    },
  ];
}

/** The response's description; with several success statuses, what each one means. */
export function responseDocText(operation: Pick<Operation, 'response'>): string | undefined {
  const { response } = operation;
  if (response.also.length === 0) return response.description;
  return successStatuses(response)
    .map((status) => `- ${status.status}${status.contents.length === 0 ? ' (no content)' : ''}${status.description ? `: ${status.description}` : ''}`)
    .join('\n');
}

/** `<Op>ResponseHeaders`: the declared response headers, as `withResponse()` gives them. */
function headersDeclaration(operation: Operation, names: OperationNames): StatementStructures[] {
  const type = responseHeadersType(operation.response);
  if (!names.headers || !type) return [];
  return [
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.headers,
      isExported: true,
      docs: [`The headers {@link ${names.fn}} declares, parsed: \`(await ${names.fn}(…).withResponse()).headers\`.`],
      type,
    },
  ];
}
