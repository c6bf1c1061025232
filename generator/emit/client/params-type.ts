/**
 * The params object of an operation: path, query and header parameters typed from their
 * schemas, and the request body under `body`, typed by its media types (payload-types.ts). One object instead
 * of positional arguments keeps calls readable and lets the API add optional parameters
 * without breaking callers.
 */
import type { NamedSchema, Operation, Schema } from '../../ir/types.ts';
import { docText, type StatementStructures, StructureKind } from '../ts/render.ts';
import { assertDistinct, propertyKey } from './identifiers.ts';
import { blankLineBefore } from './layout.ts';
import { bodyRequired, requestBodyType } from './payload-types.ts';
import { type SchemaToTsOptions, schemaToTs } from './schema-types.ts';

export interface ParamMember {
  name: string;
  type: string;
  optional: boolean;
  doc?: string;
}

/** `schemas` resolves named multipart schemas whose file fields are retyped. */
export function paramMembers(operation: Operation, options: SchemaToTsOptions = {}, schemas: NamedSchema[] = []): ParamMember[] {
  const members: ParamMember[] = operation.parameters.map((parameter) => ({
    name: parameter.key,
    type: parameter.in === 'path' ? pathValueType(parameter.schema, options) : schemaToTs(parameter.schema, options),
    optional: !parameter.required,
    ...docOf(parameter.description, parameter.deprecated),
  }));
  const body = operation.requestBody;
  if (body) {
    members.push({
      name: 'body',
      type: requestBodyType(body, schemas, options),
      optional: !bodyRequired(body),
      ...docOf(body.description, false),
    });
  }
  assertDistinct(`${operation.typeName}Params`, members.map((member) => [member.name, `${operation.name} ${member.name}`]));
  return members;
}

/**
 * A path value is one segment of text: scalars keep their schema's type (an integer, an enum),
 * anything else (an object, an undescribed value) is taken as a string.
 */
function pathValueType(schema: Schema, options: SchemaToTsOptions): string {
  const scalar = schema.kind === 'string' || schema.kind === 'integer' || schema.kind === 'number' || schema.kind === 'boolean';
  return scalar && !schema.meta.nullable ? schemaToTs(schema, options) : 'string';
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
