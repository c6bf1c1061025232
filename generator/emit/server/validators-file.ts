/**
 * `server/validators.ts`: zod v4 validators generated from the manifest's `schemas`, and per
 * operation those of its path, query and header `parameters`, its JSON, form and multipart
 * `requestBody` and its JSON success `response`, per API version where the versions' payloads
 * differ (`byVersion`).
 * The runtime (`core/validate.ts`) runs them on every request and, when asked, every response.
 */
import type { Api, Operation, Parameter, Payload, Schema } from '../../ir/types.ts';
import { payloadsDiffer } from '../../ir/versions.ts';
import { propertyKey } from '../client/identifiers.ts';
import { docText, renderTs, type StatementStructures, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { namedSchemaOrder } from './named-schema-order.ts';
import { holdsFile } from '../../ir/holds-file.ts';
import { describesFields } from '../../ir/describes-fields.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { FILE_PART, zodExpression, type ZodContext } from './zod-expression.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';
import { responseVariants } from './response-variants.ts';

export function validatorsFile(api: Api): EmittedFile {
  const { order, recursive } = namedSchemaOrder(api.schemas);
  const schemas = schemasByName(api);
  const context: ZodContext = { schemas, declared: new Set(), recursive, responseVariants: responseVariants(api.schemas, schemas) };
  const declarations: string[] = order.flatMap((named) => {
    const initializer = zodExpression(named.schema, context);
    context.declared.add(named.name);
    const declared = [namedDeclaration(named.name, named.schema.meta.description ?? `The \`${named.name}\` schema.`, initializer, recursive.has(named.name))];
    const inResponse = context.responseVariants!.get(named.name);
    if (inResponse) {
      const doc = `\`${named.name}\` as responses carry it: there its required \`readOnly\` properties must be sent, and its \`writeOnly\` ones may be left out.`;
      declared.push(namedDeclaration(inResponse, doc, zodExpression(named.schema, { ...context, direction: 'response' }), recursive.has(named.name)));
      context.declared.add(inResponse);
    }
    return declared;
  });
  const entries = api.operations
    .map((op) => [op.name, operationValidators(op, context)] as const)
    .filter(([, entry]) => entry !== undefined);
  const statements: (string | StatementStructures)[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: 'zod/v4', namespaceImport: 'z' },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/validate.ts',
      isTypeOnly: true,
      namedImports: ['OperationValidators'],
    },
    ...(takesFiles(api, context) ? filePartDeclaration() : []),
    ...declarations,
    [
      '',
      '/**',
      ' * Validators of each operation, by snake_case name: `params`, `query` and `headers` as the handler',
      ' * receives them (already converted from text), the JSON `body`, the form-encoded `form`, the',
      ' * `multipart` body, the `response`, and `byVersion` where API versions differ.',
      ' */',
      'export const validators: Record<string, OperationValidators> = {',
      ...entries.map(([name, entry]) => `${propertyKey(name)}: ${entry},`),
      '};',
    ].join('\n'),
  ];
  return { path: 'server/validators.ts', content: renderTs(api.manifestPath, statements), format: 'typescript' };
}

/**
 * `export const Pet = z.object(…);` under the schema's description, after a blank line as in
 * `schemas.ts`. A recursive schema is typed `z.ZodType`: TypeScript cannot infer a type that
 * refers to itself.
 */
function namedDeclaration(name: string, description: string, initializer: string, recursive: boolean): string {
  const lines = docText(description).split('\n');
  const doc = lines.length === 1 ? `/** ${lines[0]} */` : ['/**', ...lines.map((line) => ` * ${line}`.trimEnd()), ' */'].join('\n');
  return `\n${doc}\nexport const ${name}${recursive ? ': z.ZodType' : ''} = ${initializer};`;
}

/** The object literal of one operation's validators, or undefined when nothing is worth checking. */
function operationValidators(op: Operation, context: ZodContext): string | undefined {
  const members: string[] = [];
  for (const [member, location] of [['params', 'path'], ['query', 'query'], ['headers', 'header']] as const) {
    const declared = op.parameters.filter((p) => p.in === location);
    if (declared.length > 0 && !(location === 'path' && declared.every((p) => isAnyText(p, context)))) {
      members.push(`${member}: ${parametersObject(declared, context)}`);
    }
  }
  members.push(...payloadMembers(op.requestBody?.contents ?? [], op.response.contents, context));
  if (payloadsDiffer(op)) {
    const versions = op.byVersion.map((entry) => {
      const own = payloadMembers(entry.requestBody?.contents ?? [], entry.response.contents, context);
      return `${entry.version}: { ${own.join(', ')} }`;
    });
    members.push(`byVersion: { ${versions.join(', ')} }`);
  }
  return members.length > 0 ? `{ ${members.join(', ')} }` : undefined;
}

/**
 * A path parameter any text satisfies. A matched route always has its path parameters, decoded to
 * text, so an object of only these checks nothing and costs every request a parse.
 */
function isAnyText(parameter: Parameter, context: ZodContext): boolean {
  const printed = zodExpression(parameter.schema, context);
  return printed === 'z.string()' || printed === 'z.unknown()';
}

/** One location's parameters as an object keyed like the handler's input. */
function parametersObject(parameters: Parameter[], context: ZodContext): string {
  const shape = parameters.map((p) => {
    const expression = zodExpression(p.schema, context);
    // zod lets an `unknown` key be missing; a required parameter of any value must still be sent.
    const presence = !p.required ? '.optional()' : p.schema.kind === 'unknown' ? '.nonoptional()' : '';
    return `${propertyKey(p.key)}: ${expression}${presence}`;
  });
  return `z.object({ ${shape.join(', ')} })`;
}

function payloadMembers(body: Payload[], response: Payload[], context: ZodContext): string[] {
  // XML of data is read into data and checked as JSON is: by the JSON body's schema, else its own.
  const bodySchema = schemaOf(body, 'json') ?? body.find((content) => carriesXmlData(content, context.schemas))?.schema;
  const formSchema = fieldsOf(schemaOf(body, 'form'), context);
  const multipartSchema = fieldsOf(schemaOf(body, 'multipart'), context);
  const responseSchema = schemaOf(response, 'json');
  return [
    ...(bodySchema ? [`body: ${zodExpression(bodySchema, context)}`] : []),
    // Usually the JSON body's schema: the same constant when it is a `$ref`.
    ...(formSchema ? [`form: ${zodExpression(formSchema, context)}`] : []),
    ...(multipartSchema ? [`multipart: ${zodExpression(multipartSchema, { ...context, files: true })}`] : []),
    ...(responseSchema ? [`response: ${zodExpression(responseSchema, { ...context, direction: 'response' })}`] : []),
  ];
}

/** The schema of the first payload of that kind, unless the manifest leaves it undescribed. */
function schemaOf(contents: Payload[], kind: 'json' | 'form' | 'multipart'): Schema | undefined {
  const payload = contents.find((content) => content.kind === kind);
  return payload && payload.schema.kind !== 'unknown' ? payload.schema : undefined;
}

/** A form or multipart schema, unless it names no fields (a list): the server parses the fields it gets, and has none of its shape. */
function fieldsOf(schema: Schema | undefined, context: ZodContext): Schema | undefined {
  return schema && describesFields(schema, context.schemas) ? schema : undefined;
}

/** Whether any operation, in any version, takes a multipart body with a file in it. */
function takesFiles(api: Api, context: ZodContext): boolean {
  const bodies = api.operations.flatMap((op) => [op.requestBody, ...op.byVersion.map((entry) => entry.requestBody)]);
  return bodies.some((body) => {
    const schema = fieldsOf(schemaOf(body?.contents ?? [], 'multipart'), context);
    return schema !== undefined && holdsFile(schema, context);
  });
}

/** The check of a file part, which zod has no type for: a file the server itself received. */
function filePartDeclaration(): (string | StatementStructures)[] {
  return [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/uploaded-file.ts',
      namedImports: ['isUploadedFile', { name: 'UploadedFile', isTypeOnly: true }],
    },
    [
      '',
      '/** A file part of a multipart body (`format: binary`), as the server received it. */',
      `const ${FILE_PART} = z.custom<UploadedFile>(isUploadedFile, { params: { expected: 'a file' } });`,
    ].join('\n'),
  ];
}
