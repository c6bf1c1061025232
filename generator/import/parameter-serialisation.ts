/**
 * A parameter's `style` and `explode`, as the manifest writes them: only where they differ from
 * OpenAPI's defaults for the location (`form` exploded in the query, `simple` in path and header).
 * A style the location does not allow (the loader refuses it) is dropped with a warning and the
 * default applies. `label` and `matrix` path styles are kept but reported: the generated client
 * writes them, but the generated server reads every path value as a `simple` segment. `allowReserved` and `allowEmptyValue` have no
 * place in the manifest and are reported.
 */
import { defaultExplode, defaultStyle } from '../ir/parameter-style.ts';
import type { ParameterStyle } from '../ir/types.ts';
import { STYLES_BY_LOCATION } from '../manifest/checks/payloads.ts';
import type { ManifestParameter } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import type { Raw } from './openapi-document.ts';
import { showValue } from './warnings.ts';

type Serialisation = Pick<ManifestParameter, 'style' | 'explode'>;

const PLAIN_SEGMENT_ONLY = new Set(['label', 'matrix']);

export function convertSerialisation(raw: Raw, where: ManifestParameter['in'], pointer: string, ctx: ImportContext): Serialisation {
  let style = defaultStyle(where);
  if (raw.style !== undefined) {
    if (typeof raw.style === 'string' && STYLES_BY_LOCATION[where]!.includes(raw.style)) style = raw.style as ParameterStyle;
    else ctx.warnings.warn(pointerTo(pointer, 'style'), `style ${showValue(raw.style)} is not allowed for a ${where} parameter; the default "${style}" applies`);
  }
  if (PLAIN_SEGMENT_ONLY.has(style)) {
    ctx.warnings.warn(pointerTo(pointer, 'style'), `path style "${style}" is kept: the generated client writes it, but the generated server reads the value as a simple segment`);
  }
  if (raw.explode !== undefined && typeof raw.explode !== 'boolean') ctx.warnings.warn(pointerTo(pointer, 'explode'), `expected explode to be true or false, got ${showValue(raw.explode)}; ignored`);
  for (const flag of ['allowReserved', 'allowEmptyValue'] as const) {
    if (raw[flag] === true) ctx.warnings.warn(pointerTo(pointer, flag), `"${flag}" is not supported; ignored`);
  }
  const explode = typeof raw.explode === 'boolean' ? raw.explode : defaultExplode(style);
  return {
    ...(style !== defaultStyle(where) ? { style } : {}),
    ...(explode !== defaultExplode(style) ? { explode } : {}),
  };
}
