/**
 * What every converter in this folder receives: the document, the warning log, the `$ref`
 * resolver and the map from component schema names to manifest names. Converters accept the 3.0
 * and the 3.1 spelling of a construct alike (`nullable` and `type: [T, "null"]`, boolean and
 * numeric `exclusiveMinimum`, `example` and `examples`), so they need not know the version.
 */
import type { Raw } from './openapi-document.ts';
import type { RefResolver } from './resolve-ref.ts';
import type { WarningLog } from './warnings.ts';

export interface ImportContext {
  doc: Raw;
  warnings: WarningLog;
  refs: RefResolver;
  /** `components/schemas` key → manifest `schemas` key. */
  schemaNames: ReadonlyMap<string, string>;
  /** Pointers to closed schemas an `allOf` extends, which stay open (schema/extended-closed.ts). */
  extendedClosed?: ReadonlySet<string>;
}
