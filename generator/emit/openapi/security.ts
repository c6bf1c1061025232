/**
 * `components.securitySchemes` and per-operation `security` from the IR's schemes. An apiKey
 * scheme says where its key goes with OpenAPI's `in` and `name`; a Basic scheme whose username
 * is an API key (manifest `username: apiKey`), which OpenAPI cannot say, carries
 * `x-sdkgen-username: apiKey`, which the importer reads back.
 */
import { keyLocation } from '../../ir/key-location.ts';
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';
import { commonMark } from './commonmark.ts';

function schemeObject(scheme: SecurityScheme): Record<string, unknown> {
  const description = scheme.description ? { description: commonMark(scheme.description) } : {};
  switch (scheme.kind) {
    case 'apiKey': {
      const location = keyLocation(scheme)!;
      return { type: 'apiKey', in: location.in, name: location.name, ...description };
    }
    case 'bearer':
      return { type: 'http', scheme: 'bearer', ...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}), ...description };
    case 'basic':
      return { type: 'http', scheme: 'basic', ...description, ...(scheme.username === 'apiKey' ? { 'x-sdkgen-username': 'apiKey' } : {}) };
  }
}

export function securitySchemes(api: Api): Record<string, unknown> {
  return Object.fromEntries(api.securitySchemes.map((scheme) => [scheme.name, schemeObject(scheme)]));
}

/**
 * One requirement object per alternative: any one of them is enough (OR); the schemes of one
 * object are sent together (AND), and the empty object is anonymous access.
 */
export function operationSecurity(operation: Operation): Record<string, string[]>[] {
  return operation.auth.map((alternative) => Object.fromEntries(alternative.map((scheme) => [scheme, []])));
}
