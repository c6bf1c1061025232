/**
 * Lists the media types of every request body and success response, before any conversion, so
 * the API-wide `media.success` template is known when each operation is converted. `$ref`s are
 * followed quietly here; the converters report broken ones.
 */
import type { ImportContext } from './context.ts';
import { isRecord } from './openapi-document.ts';
import type { OperationSource } from './operation.ts';
import { RefResolver } from './resolve-ref.ts';
import { WarningLog } from './warnings.ts';

export function scanContentTypes(sources: OperationSource[], ctx: ImportContext): string[] {
  const quiet = new RefResolver(ctx.doc, new WarningLog());
  const types: string[] = [];
  const addFrom = (holder: unknown) => {
    const resolved = quiet.resolve(holder, '');
    if (resolved && isRecord(resolved.value.content)) types.push(...Object.keys(resolved.value.content));
  };
  for (const { operation } of sources) {
    if (operation.requestBody !== undefined) addFrom(operation.requestBody);
    if (!isRecord(operation.responses)) continue;
    for (const [code, response] of Object.entries(operation.responses)) if (/^2(\d\d|XX)$/.test(code)) addFrom(response);
  }
  return types;
}
