/**
 * Swagger 2.0 → OpenAPI 3.0 with `swagger2openapi` (patching what it can, warning instead of
 * failing), so `sdkgen import` reads Swagger descriptions too. The converter marks what it could
 * not convert with `x-s2o-warning` keys; those become import warnings at their JSON Pointers
 * (in the converted document, like every later warning), and the keys are removed.
 */
import { convertObj } from 'swagger2openapi';
import { ImportError } from './import-error.ts';
import { pointerTo } from './json-pointer.ts';
import type { ImportWarning } from './warnings.ts';

const WARNING_KEY = 'x-s2o-warning';

export async function convertSwagger2(doc: Record<string, unknown>): Promise<{ document: Record<string, unknown>; warnings: ImportWarning[] }> {
  if (doc.swagger !== '2.0') throw new ImportError(`expected Swagger "2.0" or OpenAPI 3.0/3.1, got swagger ${JSON.stringify(doc.swagger)}`, '/swagger');
  const options = { patch: true, warnOnly: true, resolve: false };
  let converted;
  try {
    // The converter mutates what it is given; the caller's document stays as it was read.
    converted = await convertObj(structuredClone(doc), options);
  } catch (error) {
    throw new ImportError(`Swagger 2.0 could not be converted to OpenAPI 3: ${(error as Error).message}`);
  }
  const document = converted.openapi;
  const fixed = converted.patches ?? 0;
  const warnings: ImportWarning[] = [
    {
      pointer: '/swagger',
      message: `Swagger 2.0 converted to OpenAPI ${String(document.openapi)}${fixed > 0 ? ` (${fixed} small error${fixed === 1 ? '' : 's'} fixed)` : ''}; pointers in warnings point into the converted document`,
    },
    ...takeConverterWarnings(document),
  ];
  return { document, warnings };
}

/** Collects and removes every `x-s2o-warning`, without recursion (the document may be deep). */
function takeConverterWarnings(root: object): ImportWarning[] {
  const out: ImportWarning[] = [];
  const seen = new Set<object>();
  const stack: { node: object; pointer: string }[] = [{ node: root, pointer: '' }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (seen.has(node)) continue; // The converter shares objects between places.
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && WARNING_KEY in record) {
      out.push({ pointer, message: `Swagger 2.0 conversion: ${String(record[WARNING_KEY])}` });
      delete record[WARNING_KEY];
    }
    for (const [key, child] of Object.entries(node)) {
      if (child !== null && typeof child === 'object') stack.push({ node: child, pointer: pointerTo(pointer, key) });
    }
  }
  return out.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}
