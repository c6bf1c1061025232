/**
 * The TypeScript type of one request or response payload (`requestBody.content`,
 * `response.content`) as a server handler sees it, by the payload's kind: the schema's type for
 * JSON and forms, that type with its `format: binary` properties as `UploadedFile`s for
 * multipart, `string` for text (XML of data: the schema's type, and a string too in responses),
 * a `Readable` for binary requests and a `BinaryBody` (bytes, Blob or stream) for binary responses.
 */
import { scalarText } from '../json-text.ts';
import type { NamedSchema, Payload, Schema } from '../../ir/types.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { propertyKey } from '../client/identifiers.ts';

export function payloadTs(
  payload: Payload,
  schemas: readonly NamedSchema[],
  type: (schema: Schema) => string,
  direction: 'request' | 'response' = 'request',
): string {
  switch (payload.kind) {
    case 'text':
      // XML of data: the handler gets the data (the server reads the XML), and returns the data
      // (the server writes the XML) or its own XML text.
      if (!carriesXmlData(payload, schemasByName({ schemas }))) return 'string';
      return direction === 'response' ? `${type(payload.schema)} | string` : type(payload.schema);
    case 'binary':
      return direction === 'request' ? 'Readable' : 'BinaryBody';
    case 'multipart':
      return direction === 'request' ? multipartTs(payload.schema, schemas, type) : type(payload.schema);
    default:
      return type(payload.schema);
  }
}

/** `Omit<Upload, 'file'> & { file: UploadedFile }`, or the plain type when it has no files. */
function multipartTs(
  schema: Schema,
  schemas: readonly NamedSchema[],
  type: (schema: Schema) => string,
): string {
  const resolved = schema.kind === 'ref' ? schemas.find((s) => s.name === schema.name)?.schema : schema;
  if (resolved?.kind !== 'object') return type(schema);
  const files = resolved.properties.flatMap((property) => {
    const file = fileTs(property.schema, schemas);
    return file ? [`${propertyKey(property.name)}${property.required ? '' : '?'}: ${file}`] : [];
  });
  const base = type(schema);
  if (files.length === 0) return base;
  const names = resolved.properties
    .filter((p) => fileTs(p.schema, schemas))
    .map((p) => scalarText(p.name))
    .join(' | ');
  // Quoted and separated as prettier writes them: the text may be printed final (object-type-layout.ts).
  return `Omit<${base}, ${names}> & { ${files.join('; ')} }`;
}

function fileTs(schema: Schema, schemas: readonly NamedSchema[], depth = 0): string | undefined {
  if (schema.kind === 'ref' && depth < 8) {
    const target = schemas.find((s) => s.name === schema.name);
    return target ? fileTs(target.schema, schemas, depth + 1) : undefined;
  }
  if (schema.kind === 'string' && schema.format === 'binary') return 'UploadedFile';
  if (schema.kind === 'array') {
    const item = fileTs(schema.items, schemas, depth + 1);
    return item ? `${item}[]` : undefined;
  }
  return undefined;
}
