/**
 * A Schema Object's `xml` (OpenAPI's XML Object) as the manifest's `xml`: the element or
 * attribute name, namespace and prefix, and the `attribute` and `wrapped` flags, each checked for
 * its kind. How the server writes and reads XML payloads of data follows it (xml-shape.ts).
 * Members of the wrong kind, and members OpenAPI does not define, are left out with a warning.
 */
import type { XmlHints } from '../../manifest/schema.ts';
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';

const TEXT_MEMBERS = ['name', 'namespace', 'prefix'] as const;
const FLAG_MEMBERS = ['attribute', 'wrapped'] as const;

export function xmlHints(value: unknown, pointer: string, ctx: ImportContext): XmlHints | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.warnings.warn(pointer, 'expected an XML object (name, namespace, prefix, attribute, wrapped) for "xml"; ignored');
    return undefined;
  }
  const hints: XmlHints = {};
  for (const [key, member] of Object.entries(value)) {
    const at = pointerTo(pointer, key);
    if ((TEXT_MEMBERS as readonly string[]).includes(key)) {
      if (typeof member === 'string' && member !== '') hints[key as (typeof TEXT_MEMBERS)[number]] = member;
      else ctx.warnings.warn(at, `expected a non-empty string for "${key}"; ignored`);
    } else if ((FLAG_MEMBERS as readonly string[]).includes(key)) {
      if (typeof member === 'boolean') hints[key as (typeof FLAG_MEMBERS)[number]] = member;
      else ctx.warnings.warn(at, `expected true or false for "${key}"; ignored`);
    } else if (!key.startsWith('x-')) ctx.warnings.warn(at, `"${key}" is not a member of OpenAPI's XML object; ignored`);
  }
  return Object.keys(hints).length > 0 ? hints : undefined;
}
