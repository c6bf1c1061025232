/**
 * Which bare names of a path key (`/{Bucket}#tagging`, `/{Bucket}/{Key}#uploadId`) select the
 * operation by their presence (`operations[].match.queryPresent` / `headersPresent`): each a
 * query parameter or header the operation declares as required, so every request of it carries
 * one. A required query parameter with no value of its own (`allowEmptyValue`, or a boolean that
 * can only be true: S3's subresources) is a flag, which the client sends bare (`?tagging`) in
 * place of the parameter; the others keep their parameter and value. A name the operation does not
 * declare as required (Box's labels of request variants, `#add_shared_link`), or a header the
 * importer leaves out (`Content-Type`), selects nothing: it is dropped.
 */
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';
import { ignoredHeader } from './parameters.ts';
import { selectorKey } from '../ir/match-selectors.ts';
import { sentWithoutName } from '../manifest/operation-match.ts';

export interface Presence {
  name: string;
  in: 'query' | 'header';
  /** A query flag: its parameter is dropped, and the client sends the name alone. */
  flag: boolean;
}

/** What selects an operation among those on its route: its path key's constants, and the names that select it by presence. */
export interface OperationSelectors {
  marker: '#' | '?';
  pairs: [name: string, value: string][];
  present: Presence[];
}

type Raw = Record<string, unknown>;

/**
 * The query and header parameters an operation declares, by `selectorKey`, path item's and its
 * own (which replace the path item's of the same name and location); headers the importer leaves
 * out are not among them.
 */
export function declaredParameters(lists: readonly { list: unknown; pointer: string }[], ctx: ImportContext): Map<string, Raw> {
  const declared = new Map<string, Raw>();
  for (const { list, pointer } of lists) {
    if (!Array.isArray(list)) continue;
    // As convertParameters reads them: the first of a name in one list, a later list's over an earlier one's.
    const seenHere = new Set<string>();
    list.forEach((item, index) => {
      const param = ctx.refs.resolve(item, pointerTo(pointer, String(index)))?.value;
      if (!isRecord(param) || typeof param.name !== 'string' || (param.in !== 'query' && param.in !== 'header')) return;
      if (param.in === 'header' && ignoredHeader(param.name)) return;
      const key = selectorKey({ in: param.in, name: param.name });
      if (seenHere.has(key)) return;
      seenHere.add(key);
      declared.set(key, param);
    });
  }
  return declared;
}

/**
 * `names` resolved against the operation's `declared` parameters. A list or an object selects
 * nothing: a request may carry it without its name (an empty list, an exploded object).
 */
export function presenceSelectors(names: readonly string[], declared: ReadonlyMap<string, Raw>): { present: Presence[]; dropped: string[] } {
  const present: Presence[] = [];
  const dropped: string[] = [];
  const selects = (param: Raw | undefined): param is Raw => param?.required === true && !sentWithoutName(schemaOf(param));
  for (const name of names) {
    const query = declared.get(selectorKey({ in: 'query', name }));
    const header = declared.get(selectorKey({ in: 'header', name }));
    if (selects(query)) present.push({ name, in: 'query', flag: isFlag(query, schemaOf(query)) });
    else if (selects(header)) present.push({ name: header.name as string, in: 'header', flag: false });
    else dropped.push(name);
  }
  return { present, dropped };
}

/**
 * A parameter's schema as written (Swagger 2.0's parameters carry the schema's fields themselves).
 * A `$ref` is not followed here, so that a broken one is warned of once, where the parameter is converted.
 */
function schemaOf(param: Raw): Raw {
  return isRecord(param.schema) ? param.schema : param;
}

/**
 * A parameter whose name is all it says, so the client sends the name alone: a boolean that can
 * only be true (S3's subresources), or one that allows an empty value and no other given one.
 */
function isFlag(param: Raw, schema: Raw): boolean {
  const values = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
  if (schema.type === 'boolean' && values?.length === 1 && values[0] === true) return true;
  return param.allowEmptyValue === true && (values === undefined || values.every((value) => value === '' || value === true));
}
