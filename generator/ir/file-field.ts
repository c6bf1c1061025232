/**
 * How a property of a multipart body (`requestBody.content` of kind `multipart`) carries files:
 * one (a `format: binary` string) or a list of them, read on the property's own schema. The
 * client types such fields `Uploadable` and `Uploadable[]`, and the examples fill them with
 * files, so both read it here.
 */
import type { Schema } from './types.ts';

const isFile = (schema: Schema) => schema.kind === 'string' && schema.format === 'binary';

export function fileField(schema: Schema): 'file' | 'files' | undefined {
  if (isFile(schema)) return 'file';
  return schema.kind === 'array' && isFile(schema.items) ? 'files' : undefined;
}
