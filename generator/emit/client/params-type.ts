/**
 * The params object of an operation: path parameters (required strings), query and header
 * parameters typed from their schemas, and the request body under `body`. One object instead
 * of positional arguments keeps calls readable and lets the API add optional parameters
 * without breaking callers.
 */
import type { Operation } from '../../ir/types.ts';
import { docText, type StatementStructures, StructureKind } from '../ts/render.ts';
import { assertDistinct, propertyKey } from './identifiers.ts';
import { blankLineBefore } from './layout.ts';
import { type SchemaToTsOptions, schemaToTs } from './schema-types.ts';

export interface ParamMember {
  name: string;
  type: string;
  optional: boolean;
  doc?: string;
}

export function paramMembers(operation: Operation, options: SchemaToTsOptions = {}): ParamMember[] {
  const members: ParamMember[] = operation.parameters.map((parameter) => ({
    name: parameter.key,
    // Path values are spliced into the URL as text, whatever the schema says about their shape.
    type: parameter.in === 'path' ? 'string' : schemaToTs(parameter.schema, options),
    optional: !parameter.required,
    ...docOf(parameter.description, parameter.deprecated),
  }));
  const body = operation.requestBody;
  if (body) {
    const { schema } = body.contents[0]!;
    const unknownShape = schema.kind === 'unknown';
    members.push({
      name: 'body',
      type: schemaToTs(schema, options),
      // A body the manifest does not describe cannot be required in any meaningful way.
      optional: unknownShape || !body.required,
      ...docOf(body.description, false),
    });
  }
  assertDistinct(`${operation.typeName}Params`, members.map((member) => [member.name, `${operation.name} ${member.name}`]));
  return members;
}

/** The params argument may be left out when nothing in it is required. */
export function paramsOptional(members: ParamMember[]): boolean {
  return members.every((member) => member.optional);
}

/**
 * `export interface ArchiveDataParams { … }`; an operation without any parameter gets
 * `Record<string, never>`, which still rejects a misspelt key.
 */
export function paramsDeclaration(name: string, members: ParamMember[]): StatementStructures {
  if (members.length === 0) {
    return { kind: StructureKind.TypeAlias, ...blankLineBefore, name, isExported: true, type: 'Record<string, never>' };
  }
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    properties: members.map((member) => ({
      name: propertyKey(member.name),
      type: member.type,
      hasQuestionToken: member.optional,
      ...(member.doc ? { docs: [member.doc] } : {}),
    })),
  };
}

function docOf(description: string | undefined, deprecated: boolean): { doc?: string } {
  const lines = [description, deprecated ? '@deprecated' : undefined].filter((line) => line);
  return lines.length > 0 ? { doc: docText(lines.join('\n\n')) } : {};
}
