/**
 * The `OperationSpec` constant of an operation: the data the runtime needs to send it. Emitted
 * as a literal next to the function so a bundler keeps exactly the specs of called functions.
 * Defaults are left out to keep specs small: parameter `style`/`explode` when OpenAPI's,
 * `bodyMediaTypes` when only `application/json`, `responseMediaTypes` when the API's success type.
 */
import { defaultExplode, defaultStyle } from '../../ir/parameter-style.ts';
import type { Api, Operation, Parameter, ParameterLocation } from '../../ir/types.ts';
import { inlineLiteral } from '../ts/literal.ts';
import { bodyRequired } from './payload-types.ts';

const JSON_MEDIA_TYPE = 'application/json';

export function operationSpecLiteral(operation: Operation, api: Api): string {
  const bindings = (location: ParameterLocation) => operation.parameters.filter((parameter) => parameter.in === location).map(binding);
  const body = operation.requestBody;
  const bodyTypes = body?.contents.map((payload) => payload.mediaType) ?? [];
  const partTypes = Object.fromEntries(
    (body?.contents.find((payload) => payload.kind === 'multipart')?.encoding ?? []).flatMap((encoding) =>
      encoding.contentType ? [[encoding.property, encoding.contentType]] : [],
    ),
  );
  const responseTypes = operation.response.contents.map((payload) => payload.mediaType);
  const defaultResponse = responseTypes.length === 1 && responseTypes[0] === api.media.successTemplate;
  return inlineLiteral({
    name: operation.name,
    method: operation.method,
    path: operation.path.raw,
    pathParams: bindings('path'),
    query: bindings('query'),
    headers: bindings('header'),
    body: !body ? 'none' : bodyRequired(body) ? 'required' : 'optional',
    ...(body && !(bodyTypes.length === 1 && bodyTypes[0] === JSON_MEDIA_TYPE) ? { bodyMediaTypes: bodyTypes } : {}),
    ...(Object.keys(partTypes).length > 0 ? { partTypes } : {}),
    ...(defaultResponse ? {} : { responseMediaTypes: responseTypes }),
    auth: operation.auth,
    versions: operation.versions,
    idempotent: operation.idempotent,
  });
}

/** `{ key, name }`, plus `style` and `explode` where they differ from OpenAPI's defaults. */
function binding(parameter: Parameter): Record<string, unknown> {
  const style = parameter.style === defaultStyle(parameter.in) ? {} : { style: parameter.style };
  const explode = parameter.explode === defaultExplode(parameter.style) ? {} : { explode: parameter.explode };
  return { key: parameter.key, name: parameter.name, ...style, ...explode };
}
