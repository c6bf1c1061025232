/**
 * `client/src/types.ts`: a TypeScript declaration per named schema. Objects with properties
 * become interfaces (better hovers, property docs); everything else a type alias.
 */
import { hasAccessFlag } from '../../ir/access-flag.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import type { Api, NamedSchema, Schema } from '../../ir/types.ts';
import { docText, type StatementStructures, StructureKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { propertyKey } from './identifiers.ts';
import { renderFinalFile } from './layout.ts';
import { indexSignatureType, schemaToTs } from './schema-types.ts';

export function typesFile(api: Api): EmittedFile {
  const byName = schemasByName(api);
  const statements = api.schemas.map((named) => schemaDeclaration(named, byName));
  // An API without schemas still gets a module, so `export type * from './types.ts'` stays valid.
  const rendered = renderFinalFile(api.manifestPath, statements.length > 0 ? statements : ['export {};']);
  return { path: 'client/src/types.ts', ...rendered, format: 'typescript' };
}

export function schemaDeclaration({ name, schema }: NamedSchema, schemas: ReadonlyMap<string, Schema>): StatementStructures {
  const docs = docsOf(schema.meta.description, schema.meta.deprecated);
  if (schema.kind !== 'object' || schema.meta.nullable || schema.properties.length === 0) {
    return { kind: StructureKind.TypeAlias, name, isExported: true, type: schemaToTs(schema), ...docs };
  }
  const index = indexSignatureType(schema.properties, schema.additionalProperties);
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    ...docs,
    properties: schema.properties.map((property) => ({
      name: propertyKey(property.name),
      type: schemaToTs(property.schema),
      hasQuestionToken: !property.required,
      ...(hasAccessFlag(property.schema, 'readOnly', schemas) ? { isReadonly: true } : {}),
      ...docsOf(property.schema.meta.description, property.schema.meta.deprecated),
    })),
    ...(index !== undefined ? { indexSignatures: [{ keyName: 'key', keyType: 'string', returnType: index }] } : {}),
  };
}

function docsOf(description: string | undefined, deprecated: boolean | undefined): { docs?: string[] } {
  const text = [description, deprecated ? '@deprecated' : undefined].filter(Boolean).join('\n\n');
  return text ? { docs: [docText(text)] } : {};
}
