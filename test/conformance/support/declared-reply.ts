/**
 * The answer a recording server gives an operation: its declared success status, and a body of
 * its preferred declared kind in the negotiated media type (an example of the schema as JSON,
 * text, or raw bytes), or no body where none is declared (204).
 */
import { exampleFromSchema } from '../../../generator/emit/examples.ts';
import type { Api, Operation } from '../../../generator/ir/types.ts';
import type { Reply } from '../../templates/client/support/server.ts';

/** A declared wildcard (`image/*`, `*\/*`) is answered with a concrete type inside it. */
function concrete(mediaType: string): string {
  if (mediaType === '*/*') return 'application/octet-stream';
  return mediaType.replace(/\/\*$/, '/example');
}

export function declaredReply(api: Api, op: Operation, version: number): Reply {
  const status = op.response.status;
  const [payload] = op.response.contents;
  if (!payload || status === 204) return { status: 204, headers: {} };
  const headers = { 'content-type': concrete(payload.mediaType.replace('{version}', String(version))) };
  switch (payload.kind) {
    case 'json':
      return { status, headers, json: exampleFromSchema(payload.schema, api) };
    case 'text':
      return { status, headers, text: 'example text' };
    default:
      return { status, headers, bytes: new Uint8Array([0, 1, 2, 255]) };
  }
}
