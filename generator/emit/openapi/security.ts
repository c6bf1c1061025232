/** `components.securitySchemes` and per-operation `security` from the IR's schemes. */
import type { Api, Operation, SecurityScheme } from '../../ir/types.ts';
import { commonMark } from './commonmark.ts';

function schemeObject(scheme: SecurityScheme): Record<string, unknown> {
  const description = scheme.description ? { description: commonMark(scheme.description) } : {};
  switch (scheme.kind) {
    case 'apiKey':
      return { type: 'apiKey', in: 'header', name: scheme.header ?? 'X-API-Key', ...description };
    case 'bearer':
      return { type: 'http', scheme: 'bearer', ...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}), ...description };
    case 'basic':
      return { type: 'http', scheme: 'basic', ...description };
  }
}

export function securitySchemes(api: Api): Record<string, unknown> {
  return Object.fromEntries(api.securitySchemes.map((scheme) => [scheme.name, schemeObject(scheme)]));
}

/** One requirement object per scheme: any one of them is enough (OR), not all together (AND). */
export function operationSecurity(operation: Operation): Record<string, string[]>[] {
  return operation.auth.map((scheme) => ({ [scheme]: [] }));
}
