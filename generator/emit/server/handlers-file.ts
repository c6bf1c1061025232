/**
 * `server/handlers.ts`: the `Handlers` interface an application implements, one optional method
 * per operation, with an input type per operation that says exactly what the manifest declares.
 */
import { allowsAnonymous, takesCredentials } from '../../ir/auth-requirements.ts';
import { matchSuffix } from '../../ir/match-selectors.ts';
import type { Api, Operation, Parameter, Payload, Response, Schema } from '../../ir/types.ts';
import { propertyKey } from '../client/identifiers.ts';
import { schemaRefs, schemaToTs } from '../client/schema-types.ts';
import { schemaDeclaration } from '../client/types-file.ts';
import { docText, renderFinalTs, type StatementStructures, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { payloadTs } from './payload-types.ts';
import { payloadsDiffer } from '../../ir/versions.ts';
import { successStatuses } from '../../ir/payloads.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';

/** Runtime types a payload's type text may name, each matched as a whole word; compiled once, not per payload. */
const RUNTIME_TYPES = (['UploadedFile', 'Readable', 'BinaryBody'] as const).map((name) => [name, new RegExp(`\\b${name}\\b`)] as const);

export function handlersFile(api: Api): EmittedFile {
  const schemaNames = new Set(api.schemas.map((s) => s.name));
  const inputName = (op: Operation) =>
    schemaNames.has(`${op.typeName}Input`) ? `${op.typeName}HandlerInput` : `${op.typeName}Input`;
  const used = new Set<string>();
  const type = (schema: Schema) => {
    schemaRefs(schema, used);
    return schemaToTs(schema);
  };
  const runtime = new Set<string>();
  const payloadType = (payload: Payload, direction: 'request' | 'response' = 'request') => {
    const text = payloadTs(payload, api.schemas, type, direction);
    for (const [name, word] of RUNTIME_TYPES) if (word.test(text)) runtime.add(name);
    return text;
  };

  const members = (op: Operation) => [
    { name: 'params', type: paramsType(op, 'path', (p) => type(p.schema)) },
    { name: 'query', type: paramsType(op, 'query', (p) => type(p.schema)) },
    { name: 'headers', type: paramsType(op, 'header', (p) => type(p.schema)) },
    { name: 'body', type: bodyType(op, payloadType) },
    { name: 'auth', type: !takesCredentials(op.auth) ? 'undefined' : allowsAnonymous(op.auth) ? 'AuthInfo | undefined' : 'AuthInfo' },
  ];
  const inputs: StatementStructures[] = api.operations.map((op) => {
    const docs = [docText(`What the handler of \`${op.name}\` (\`${op.method} ${op.path.raw}\`) receives.`)];
    if (!payloadsDiffer(op)) {
      const version = { name: 'version', type: op.versions.join(' | '), docs: ['The API version of the request, one the operation is offered in.'] };
      return { kind: StructureKind.Interface, name: inputName(op), isExported: true, docs, properties: [version, ...members(op)] };
    }
    // One member per version, told apart by `version`: narrowing on it types the body.
    const variants = op.byVersion.map((entry) => {
      const fields = members({ ...op, requestBody: entry.requestBody }).map((m) => `${m.name}: ${m.type};`);
      return `{\nversion: ${entry.version};\n${fields.join('\n')}\n}`;
    });
    return {
      kind: StructureKind.TypeAlias,
      name: inputName(op),
      isExported: true,
      docs: [`${docs[0]} Its payloads differ by API version: \`version\` says which one the request is in.`],
      type: variants.join(' | '),
    };
  });

  const handlers: StatementStructures = {
    kind: StructureKind.Interface,
    name: 'Handlers',
    isExported: true,
    docs: [
      docText(
        `The operations of ${api.title}. Implement any subset: an operation without a handler answers ` +
          '501, unless it is configured in `staticResponses` or is one of the built-in token operations.',
      ),
    ],
    methods: api.operations.map((op) => ({
      name: op.methodName,
      hasQuestionToken: true,
      docs: [handlerDoc(api, op)],
      parameters: [
        { name: 'input', type: inputName(op) },
        { name: 'ctx', type: 'HandlerContext' },
      ],
      returnType: handlerResultType(op, payloadType, () => runtime.add('Reply')),
    })),
  };

  const imports: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/handler.ts',
      isTypeOnly: true,
      namedImports: ['AuthInfo', ...(runtime.has('BinaryBody') ? ['BinaryBody'] : []), 'HandlerContext', 'HandlerResult', ...(runtime.has('Reply') ? ['Reply'] : [])],
    },
  ];
  if (runtime.has('Readable')) {
    imports.unshift({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: 'node:stream',
      isTypeOnly: true,
      namedImports: ['Readable'],
    });
  }
  if (runtime.has('UploadedFile')) {
    imports.push({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/uploaded-file.ts',
      isTypeOnly: true,
      namedImports: ['UploadedFile'],
    });
  }
  if (used.size > 0) {
    imports.push({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './schemas.ts',
      isTypeOnly: true,
      namedImports: [...used].sort(),
    });
  }
  return { path: 'server/handlers.ts', ...renderFinalTs(api.manifestPath, [...imports, ...inputs, handlers]), format: 'typescript' };
}

/**
 * `server/schemas.ts`: the manifest's named schemas, declared exactly as the client declares them
 * so a type means the same on both sides.
 */
export function schemasFile(api: Api): EmittedFile {
  const byName = schemasByName(api);
  const statements: (string | StatementStructures)[] = api.schemas.map((named) => schemaDeclaration(named, byName));
  if (statements.length === 0) statements.push('export {};');
  return { path: 'server/schemas.ts', ...renderFinalTs(api.manifestPath, statements), format: 'typescript' };
}

function paramsType(op: Operation, where: Parameter['in'], type: (p: Parameter) => string): string {
  const params = op.parameters.filter((p) => p.in === where);
  if (params.length === 0) return 'Record<string, never>';
  const members = params.map((p) => {
    const doc = p.description ? `/** ${docText(p.description).replace(/\n/g, ' ')} */\n` : '';
    return `${doc}${propertyKey(p.key)}${p.required ? '' : '?'}: ${type(p)};`;
  });
  return `{\n${members.join('\n')}\n}`;
}

/** One type per distinct payload type: `Item[] | string` for a body sent as JSON or CSV. */
function bodyType(op: Operation, payloadType: (payload: Payload) => string): string {
  const body = op.requestBody;
  if (!body) return 'undefined';
  const text = unionOf(body.contents.map((c) => payloadType(c)));
  // `unknown` already includes `undefined`.
  return body.required || text === 'unknown' ? text : `${text} | undefined`;
}

/** What a handler returns: per response kind, or nothing for a response without a body. */
function resultType(
  response: Response,
  payloadType: (payload: Payload, direction: 'response') => string,
): string {
  if (response.contents.length === 0) return 'void';
  return unionOf(response.contents.map((c) => payloadType(c, 'response')));
}

/**
 * `HandlerResult<Body>`; for an operation with several success statuses (`response.also`), also
 * the replies it may give, each status with its own body: `Reply<Job, 201> | Reply<undefined, 204>`.
 */
function handlerResultType(
  op: Operation,
  payloadType: (payload: Payload, direction: 'response') => string,
  usesReply: () => void,
): string {
  const main = unionOf(op.byVersion.map((entry) => resultType(entry.response, payloadType)));
  if (op.byVersion.every((entry) => entry.response.also.length === 0)) return `HandlerResult<${main}>`;
  usesReply();
  const byStatus = new Map<number, string[]>();
  for (const entry of op.byVersion) {
    for (const status of successStatuses(entry.response)) {
      const body = status.contents.length === 0 ? 'undefined' : unionOf(status.contents.map((c) => payloadType(c, 'response')));
      byStatus.set(status.status, [...(byStatus.get(status.status) ?? []), body]);
    }
  }
  const replies = [...byStatus].sort(([a], [b]) => a - b).map(([status, bodies]) => `Reply<${unionOf(bodies)}, ${status}>`);
  return `HandlerResult<${main}, ${replies.join(' | ')}>`;
}

function unionOf(types: string[]): string {
  // Members split at the top level: XML of data is `Pet | string`, beside JSON's `Pet`.
  const distinct = [...new Set(types.flatMap(topLevelMembers))];
  return distinct.includes('unknown') ? 'unknown' : distinct.join(' | ');
}

function handlerDoc(api: Api, op: Operation): string {
  const lines = [
    docText(op.summary),
    '',
    docText(`\`${op.method} ${op.path.raw}${matchSuffix(op.match)}\` · operation \`${op.name}\``),
  ];
  const flow = api.tokenFlow;
  if (flow?.createOperation === op.name) {
    lines.push(
      '',
      'Built in: issues a JWT for the authenticated caller. Implement it to replace that.',
    );
  } else if (flow?.refreshOperation === op.name) {
    lines.push('', 'Built in: re-issues a valid, refreshable JWT. Implement it to replace that.');
  }
  if (op.deprecated) lines.push('', '@deprecated');
  return lines.join('\n');
}

/** A union type's members, split only where `|` stands outside brackets, braces, parentheses, generics and quotes. */
function topLevelMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < type.length; index++) {
    const char = type[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char) && type[index - 1] !== '=') depth--;
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter((member) => member !== '');
}
