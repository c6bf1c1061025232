/**
 * `server/handlers.ts`: the `Handlers` interface an application implements, one optional method
 * per operation, with an input type per operation that says exactly what the manifest declares.
 */
import type { Api, Operation, Parameter, Schema } from '../../ir/types.ts';
import { propertyKey } from '../client/identifiers.ts';
import { schemaRefs, schemaToTs } from '../client/schema-types.ts';
import { schemaDeclaration } from '../client/types-file.ts';
import { docText, renderTs, type StatementStructures, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { successSchema } from '../../ir/payloads.ts';

export function handlersFile(api: Api): EmittedFile {
  const schemaNames = new Set(api.schemas.map((s) => s.name));
  const inputName = (op: Operation) =>
    schemaNames.has(`${op.typeName}Input`) ? `${op.typeName}HandlerInput` : `${op.typeName}Input`;
  const used = new Set<string>();
  const type = (schema: Schema) => {
    schemaRefs(schema, used);
    return schemaToTs(schema);
  };

  const inputs: StatementStructures[] = api.operations.map((op) => ({
    kind: StructureKind.Interface,
    name: inputName(op),
    isExported: true,
    docs: [`What the handler of \`${op.name}\` (\`${op.method} ${op.path.raw}\`) receives.`],
    properties: [
      { name: 'params', type: paramsType(op, 'path', () => 'string') },
      { name: 'query', type: paramsType(op, 'query', (p) => type(p.schema)) },
      { name: 'headers', type: paramsType(op, 'header', (p) => type(p.schema)) },
      { name: 'body', type: bodyType(op, type) },
      { name: 'auth', type: op.auth.length > 0 ? 'AuthInfo' : 'undefined' },
    ],
  }));

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
      returnType: `HandlerResult<${type(successSchema(op.response))}>`,
    })),
  };

  const imports: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/handler.ts',
      isTypeOnly: true,
      namedImports: ['AuthInfo', 'HandlerContext', 'HandlerResult'],
    },
  ];
  if (used.size > 0) {
    imports.push({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './schemas.ts',
      isTypeOnly: true,
      namedImports: [...used].sort(),
    });
  }
  const content = renderTs(api.manifestPath, [...imports, ...inputs, handlers]);
  return { path: 'server/handlers.ts', content, format: 'typescript' };
}

/**
 * `server/schemas.ts`: the manifest's named schemas, declared exactly as the client declares them
 * so a type means the same on both sides.
 */
export function schemasFile(api: Api): EmittedFile {
  const statements: (string | StatementStructures)[] = api.schemas.map(schemaDeclaration);
  if (statements.length === 0) statements.push('export {};');
  return {
    path: 'server/schemas.ts',
    content: renderTs(api.manifestPath, statements),
    format: 'typescript',
  };
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

function bodyType(op: Operation, type: (schema: Schema) => string): string {
  const body = op.requestBody;
  if (!body) return 'undefined';
  const preferred = body.contents[0]!;
  const text = preferred.kind === 'json' ? type(preferred.schema) : 'Uint8Array';
  // `unknown` already includes `undefined`.
  return body.required || text === 'unknown' ? text : `${text} | undefined`;
}

function handlerDoc(api: Api, op: Operation): string {
  const lines = [
    docText(op.summary),
    '',
    `\`${op.method} ${op.path.raw}\` · operation \`${op.name}\``,
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
