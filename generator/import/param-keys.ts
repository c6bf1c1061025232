/**
 * Settles the keys of an operation's params object, which the generated client builds from the
 * parameters: a path or query parameter's name, a header's camelCase (`X-Request-Id` →
 * `xRequestId`), and `body` for the request body. The manifest refuses a key every JavaScript
 * object has (`toString`) and a key two of them share (`X-Request-Id` and `X-Request_Id`).
 * Path parameter names are not on the wire, so a path parameter in the way is renamed, in the
 * path too (`{id}` → `{idParam}`). Query and header names are on the wire and the manifest has
 * no separate key for them, so such a parameter is dropped, with a warning saying how to send it.
 */
import { camelCase, headerKey } from '../ir/names.ts';
import { PROTOTYPE_MEMBERS, whyReserved } from '../manifest/checks/reserved-names.ts';
import type { ManifestParameter } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';

/** A converted parameter and the JSON Pointer of where the operation lists it. */
export interface PlacedParameter {
  param: ManifestParameter;
  pointer: string;
}

const HOW_TO_SEND: Record<string, string> = {
  query: 'add it to the URL in an onRequest hook',
  header: 'send it through the headers option of the call',
};

export function settleParamKeys(placed: PlacedParameter[], op: { path: string; hasBody: boolean }, ctx: ImportContext): { parameters: ManifestParameter[]; path: string } {
  const keys = new Map<string, string>(op.hasBody ? [['body', 'the request body']] : []);
  const dropped = new Set<PlacedParameter>();
  for (const entry of placed) {
    const { name, in: where } = entry.param;
    if (where === 'path') continue;
    const key = where === 'header' ? headerKey(name) : name;
    const clash = PROTOTYPE_MEMBERS.has(key) ? whyReserved(key) : keys.has(key) ? `is taken by ${keys.get(key)}` : undefined;
    if (clash === undefined) {
      keys.set(key, `${where} parameter "${name}"`);
      continue;
    }
    dropped.add(entry);
    ctx.warnings.warn(entry.pointer, `${where} parameter "${name}" is dropped: its params key "${key}" ${clash}; ${HOW_TO_SEND[where] ?? 'send it by hand'}`);
  }
  let path = op.path;
  const pathNames = new Set(placed.flatMap((e) => (e.param.in === 'path' ? [e.param.name] : [])));
  const parameters = placed.flatMap((entry) => {
    if (dropped.has(entry)) return [];
    const { param } = entry;
    if (param.in !== 'path') return [param];
    const clash = PROTOTYPE_MEMBERS.has(param.name) ? whyReserved(param.name) : keys.has(param.name) ? `is taken by ${keys.get(param.name)}` : undefined;
    if (clash === undefined) {
      keys.set(param.name, `path parameter {${param.name}}`);
      return [param];
    }
    const base = `${camelCase(param.name) || 'path'}Param`;
    let name = base;
    for (let n = 2; keys.has(name) || pathNames.has(name); n++) name = `${base}${n}`;
    ctx.warnings.warn(entry.pointer, `path parameter {${param.name}} renamed {${name}}: its params key "${param.name}" ${clash}`);
    path = path.split(`{${param.name}}`).join(`{${name}}`);
    keys.set(name, `path parameter {${name}}`);
    pathNames.add(name);
    return [{ ...param, name }];
  });
  return { parameters, path };
}
