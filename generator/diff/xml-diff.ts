/**
 * How an XML payload of data (ir/xml-payload.ts) changed on the wire: its schema's `xml` hints
 * (manifest `xml`: element names, attributes, wrapped lists, namespaces and prefixes), compared
 * where both releases have the field. The generated client and server write and read such XML by
 * those hints, so a changed hint is breaking either way: the same data goes out, or is read, as
 * other XML. Fields added or removed are the schema diff's to report.
 */
import { fieldShape } from '../emit/field-shape.ts';
import { xmlShape } from '../emit/xml-shape.ts';
import type { FieldShape, XmlShape } from '../../templates/client/core/xml-data.ts';
import type { Payload, Schema } from '../ir/types.ts';
import type { Direction } from './rules.ts';
import type { ChangeDraft } from './schema-diff.ts';

type Schemas = ReadonlyMap<string, Schema>;

export function diffXmlHints(old: Payload, neu: Payload, schemas: { old: Schemas; new: Schemas }, direction: Direction, label: string): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  // A type used at several depths (a recursive Pet's children) changes alike at each: said once, where it is nearest the root.
  const said = new Set<string>();
  walk(xmlShape(old.schema, schemas.old), xmlShape(neu.schema, schemas.new), fieldShape(old.schema, schemas.old), fieldShape(neu.schema, schemas.new), label, (where, message) => {
    const key = `${where.slice(where.lastIndexOf('.') + 1)}\0${message}`;
    if (said.has(key)) return;
    said.add(key);
    out.push({ kind: `${direction}-xml-changed`, where, message });
  });
  return out;
}

function walk(old: XmlShape | undefined, neu: XmlShape | undefined, oldField: FieldShape, newField: FieldShape, where: string, report: (where: string, message: string) => void): void {
  for (const hint of ['name', 'namespace', 'prefix'] as const) {
    const [was, is] = [old?.[hint], neu?.[hint]];
    if (was !== is) report(where, `XML ${hint} changed from ${shown(was)} to ${shown(is)}`);
  }
  if (Boolean(old?.attribute) !== Boolean(neu?.attribute)) report(where, neu?.attribute ? 'now an XML attribute' : 'no longer an XML attribute');
  if (Boolean(old?.wrapped) !== Boolean(neu?.wrapped)) report(where, neu?.wrapped ? 'XML list now wrapped in an element of its own' : 'XML list no longer wrapped');
  if (typeof oldField !== 'object' || typeof newField !== 'object') return;
  if ('items' in oldField && 'items' in newField) {
    walk(old?.items, neu?.items, oldField.items, newField.items, `${where}[]`, report);
    return;
  }
  if (!('properties' in oldField) || !('properties' in newField)) return;
  for (const [name, field] of Object.entries(oldField.properties)) {
    if (!Object.hasOwn(newField.properties, name)) continue;
    walk(old?.properties?.[name], neu?.properties?.[name], field, newField.properties[name]!, `${where}.${name}`, report);
  }
}

function shown(value: string | undefined): string {
  return value === undefined ? "OpenAPI's default" : JSON.stringify(value);
}
