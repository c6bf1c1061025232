/**
 * Whether a payload (`response.content`, `requestBody.content`) is XML that carries data: an XML media type
 * (`application/xml`, `text/xml`, `…+xml`) whose schema is an object, a list, or an `allOf` or
 * `oneOf` of them. The server writes such data as an XML document and reads such a request body
 * into data (by the `xml` hints, see emit/xml-shape.ts); its handlers get and return it as
 * data (or return their own XML text), and the mock draws it as data. Any other XML payload is text.
 */
import { mediaEssence } from './payloads.ts';
import { resolveRef } from './resolve-ref.ts';
import type { Payload, Schema } from './types.ts';

export function isXmlMediaType(mediaType: string): boolean {
  const essence = mediaEssence(mediaType);
  return essence === 'application/xml' || essence === 'text/xml' || essence.endsWith('+xml');
}

export function carriesXmlData(payload: Payload, schemas: ReadonlyMap<string, Schema>): boolean {
  if (payload.kind !== 'text' || !isXmlMediaType(payload.mediaType)) return false;
  const kind = resolveRef(payload.schema, schemas).kind;
  return kind === 'object' || kind === 'array' || kind === 'intersection' || kind === 'union';
}
