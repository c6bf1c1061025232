/**
 * The types and function of an operation whose payloads differ by API version (the manifest's
 * `versions` map with per-version `requestBody`/`response`), typed by the version each call
 * sends (version-typing.ts):
 *
 *   export type CreatePipelineVersion<Pinned extends number> = Pinned extends 3 ? 3 : Pinned extends 4 ? 4 : 3 | 4;
 *   export type CreatePipelineParams<Version extends 3 | 4 = 4> = { 3: { body: PipelineCreateV3 }; 4: { body: PipelineCreateV4 } }[Version];
 *   export type CreatePipelineResponse<Version extends 3 | 4 = 4> = { 3: PipelineV3; 4: PipelineV4 }[Version];
 *   export function createPipeline<Pinned extends number, Version extends 3 | 4 = CreatePipelineVersion<Pinned>>(
 *     client: ClientCore<Pinned>, params: NoInfer<CreatePipelineParams<Version>>, options?: RequestOptions<string, Version>)
 *
 * `Version` is inferred from a per-call `apiVersion` and otherwise follows the client's pin.
 */
import type { Api, Operation } from '../../ir/types.ts';
import { callStatement, docText, type StatementStructures, StructureKind } from '../ts/render.ts';
import { propertyKey } from './identifiers.ts';
import { blankLineBefore } from './layout.ts';
import { operationDoc } from './operation-docs.ts';
import { type OperationNames, promiseType, requestTypeArgs, responseDocText } from './operation-function.ts';
import { type ParamMember, paramMembers, paramsOptional } from './params-type.ts';
import { responseHeadersType, responseType } from './payload-types.ts';
import type { VersionTyping } from './version-typing.ts';

/** What the function and the resource method share: type parameters, parameters and return type. */
export interface VersionedSignature {
  typeParameters: { name: string; constraint: string; default?: string }[];
  parameters: { name: string; type: string; hasQuestionToken?: boolean }[];
  returnType: string;
}

/** `qualify` prefixes the operation's type names, e.g. `operations.` in a resource class. */
export function versionedSignature(operation: Operation, names: OperationNames, typing: VersionTyping, qualify = ''): VersionedSignature {
  const optional = operation.byVersion.every((entry) => paramsOptional(paramMembers({ ...operation, requestBody: entry.requestBody })));
  const contentTypes = [...new Set(operation.byVersion.flatMap((entry) => entry.requestBody?.contents.map((payload) => `'${payload.mediaType}'`) ?? []))];
  return {
    typeParameters: [{ name: 'Version', constraint: typing.offered, default: `${qualify}${names.version}<Pinned>` }],
    parameters: [
      { name: 'params', type: `NoInfer<${qualify}${names.params}<Version>>`, hasQuestionToken: optional },
      { name: 'options', type: `RequestOptions<${contentTypes.length > 1 ? contentTypes.join(' | ') : 'string'}, Version>`, hasQuestionToken: true },
    ],
    returnType: promiseType(names, qualify, '<Version>'),
  };
}

export function versionedOperationStatements(operation: Operation, api: Api, names: OperationNames, typing: VersionTyping): StatementStructures[] {
  const shared = paramMembers({ ...operation, requestBody: undefined }, {}, api.schemas);
  const bodyOf = (members: ParamMember[]) => members.filter((member) => member.name === 'body');
  const versionParams = typing.indexed((entry) => {
    const body = bodyOf(paramMembers({ ...operation, requestBody: entry.requestBody }, {}, api.schemas));
    return body.length > 0 ? objectType(body) : shared.length > 0 ? '{}' : 'Record<string, never>';
  });
  const signature = versionedSignature(operation, names, typing);
  const typeParameter = { name: 'Version', constraint: typing.offered, default: String(typing.defaultVersion) };
  const responseDoc = responseDocText(operation);
  const pinned = { name: 'Pinned', constraint: 'number' };
  return [
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.version!,
      isExported: true,
      typeParameters: [pinned],
      docs: [
        docText(
          `The API version {@link ${names.fn}} is sent in by a client pinned to \`Pinned\`: the pinned version if the operation has it, ` +
            'otherwise the newest one below it, otherwise its oldest.',
        ),
      ],
      type: typing.sentVersion,
    },
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.params,
      isExported: true,
      typeParameters: [typeParameter],
      docs: [docText(`What {@link ${names.fn}} takes in API version \`Version\`.`)],
      type: shared.length === 0 ? versionParams : versionParams === '{}' ? objectType(shared) : `${objectType(shared)} & ${versionParams}`,
    },
    {
      kind: StructureKind.TypeAlias,
      ...blankLineBefore,
      name: names.response,
      isExported: true,
      typeParameters: [typeParameter],
      docs: [docText([`What {@link ${names.fn}} answers in API version \`Version\`.`, responseDoc].filter(Boolean).join('\n\n'))],
      type: typing.indexed((entry) => responseType(entry.response, api.schemas)),
    },
    ...(names.headers
      ? [
          {
            kind: StructureKind.TypeAlias,
            ...blankLineBefore,
            name: names.headers,
            isExported: true,
            typeParameters: [typeParameter],
            docs: [docText(`The headers {@link ${names.fn}} declares in API version \`Version\`, parsed, as \`withResponse()\` gives them.`)],
            type: typing.indexed((entry) => responseHeadersType(entry.response) ?? 'object'),
          } satisfies StatementStructures,
        ]
      : []),
    {
      kind: StructureKind.Function,
      name: names.fn,
      isExported: true,
      docs: [operationDoc(operation, api, { callee: names.fn, clientArgument: true })],
      typeParameters: [pinned, ...signature.typeParameters],
      parameters: [{ name: 'client', type: 'ClientCore<Pinned>' }, ...signature.parameters],
      returnType: signature.returnType,
      statements: [callStatement({ prefix: 'return ', callee: 'client.send', typeArguments: `<${requestTypeArgs(names, '', '<Version>')}>`, args: [names.spec, 'params', 'options'] })],
    },
  ];
}

/** `{ /** doc *\/ key?: Type; … }` */
function objectType(members: ParamMember[]): string {
  const comment = (doc: string) =>
    doc.includes('\n') ? `/**\n${doc.split('\n').map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */\n` : `/** ${doc} */\n`;
  const lines = members.map((member) => `${member.doc ? comment(member.doc) : ''}${propertyKey(member.name)}${member.optional ? '?' : ''}: ${member.type};`);
  return `{\n${lines.join('\n')}\n}`;
}
