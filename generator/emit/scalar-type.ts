/**
 * The scalar type (`ScalarType`) a schema's text converts to: a parameter's on the server, a
 * form field's, a union's choices. Strings, numbers, integers and booleans are themselves; a
 * literal (`const`, a one-value enum) is the type of its value. Anything else has none.
 */
import type { Schema } from '../ir/types.ts';
import type { ScalarType } from '../../templates/server/core/service.ts';

export function scalarType(schema: Schema): ScalarType | undefined {
  switch (schema.kind) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return schema.kind;
    case 'literal':
      return typeof schema.value === 'number' ? 'number' : typeof schema.value === 'boolean' ? 'boolean' : 'string';
    default:
      return undefined;
  }
}
