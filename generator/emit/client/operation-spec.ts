/**
 * The `OperationSpec` constant of an operation: the data the runtime needs to send it. Emitted
 * as a literal next to the function so a bundler keeps exactly the specs of called functions.
 */
import type { Operation, ParameterLocation } from '../../ir/types.ts';
import { inlineLiteral } from '../ts/literal.ts';

const JSON_MEDIA_TYPE = 'application/json';

export function operationSpecLiteral(operation: Operation): string {
  const bindings = (location: ParameterLocation) =>
    operation.parameters.filter((parameter) => parameter.in === location).map(({ key, name }) => ({ key, name }));
  const body = operation.requestBody;
  return inlineLiteral({
    name: operation.name,
    method: operation.method,
    path: operation.path.raw,
    pathParams: bindings('path'),
    query: bindings('query'),
    headers: bindings('header'),
    body: !body ? 'none' : body.required && body.contents[0]!.schema.kind !== 'unknown' ? 'required' : 'optional',
    ...(body && body.contents[0]!.mediaType !== JSON_MEDIA_TYPE ? { bodyMediaType: body.contents[0]!.mediaType } : {}),
    auth: operation.auth,
    versions: operation.versions,
    idempotent: operation.idempotent,
  });
}
