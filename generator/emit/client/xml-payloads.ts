/**
 * XML payloads of data in the client (ir/xml-payload.ts): the request body's first such content,
 * and each success status whose preferred content is one, as `OperationSpec.xml` carries them: how
 * the document maps to the data (`XmlPayload`: the `xml` hints, emit/xml-shape.ts, and the value
 * types, emit/field-shape.ts). A payload of a named schema is a constant of `xml-shapes.ts`
 * (`xml<Name>`), written once however many operations send or answer it (AWS's query APIs
 * declare each action twice, GET and POST, and their answers nest deep), and left out of bundles
 * that call none of them; an inline schema's is written in its spec.
 */
import type { NamedSchema, Operation, Payload, RequestBody, Response, Schema } from '../../ir/types.ts';
import { successStatuses } from '../../ir/payloads.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';
import type { XmlPayload } from '../../../templates/client/core/spec.ts';
import { tsDeclarationText } from '../json-text.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { fieldShape } from '../field-shape.ts';
import { xmlShape } from '../xml-shape.ts';
import { Expression } from '../ts/literal.ts';

type Schemas = ReadonlyMap<string, Schema>;

/** `OperationSpec.xml` of one version's payloads: `{}` when none is XML of data. */
export function xmlWire(body: RequestBody | undefined, response: Response, schemas: Schemas): { body?: unknown; responses?: Record<number, unknown> } {
  const sent = sentXml(body, schemas);
  const answered = answeredXml(response, schemas).map(([status, payload]) => [status, payloadValue(payload, schemas)] as const);
  return {
    ...(sent ? { body: payloadValue(sent, schemas) } : {}),
    ...(answered.length > 0 ? { responses: Object.fromEntries(answered) } : {}),
  };
}

/** Whether some version of `operation` sends XML of data (its spec then names the runtime's writer). */
export function sendsXmlData(operation: Operation, schemas: Schemas): boolean {
  return [operation, ...operation.byVersion].some((entry) => sentXml(entry.requestBody, schemas) !== undefined);
}

/** Whether some version of `operation` answers XML of data (its spec then names the runtime's reader). */
export function answersXmlData(operation: Operation, schemas: Schemas): boolean {
  return [operation, ...operation.byVersion].some((entry) => answeredXml(entry.response, schemas).length > 0);
}

/** The `xml-shapes.ts` constants an operation's spec names, for its file's imports. */
export function xmlConstantsOf(operation: Operation, schemas: Schemas): string[] {
  return [...new Set([operation, ...operation.byVersion].flatMap((entry) => xmlPayloads(entry.requestBody, entry.response, schemas).flatMap(constantOf)))];
}

/** `client/src/xml-shapes.ts`, or nothing when no operation sends or answers XML of a named schema. */
export function xmlShapesFile(api: { manifestPath: string; schemas: NamedSchema[]; operations: Operation[] }, schemas: Schemas): EmittedFile | undefined {
  const named = new Map<string, Payload>();
  for (const operation of api.operations) {
    for (const entry of [operation, ...operation.byVersion]) {
      for (const payload of xmlPayloads(entry.requestBody, entry.response, schemas)) {
        if (payload.schema.kind === 'ref' && !named.has(payload.schema.name)) named.set(payload.schema.name, payload);
      }
    }
  }
  if (named.size === 0) return undefined;
  const constants = [...named].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, payload]) => {
    return `\n/** How \`${name}\` is written as XML and read from it. */\n${tsDeclarationText(`export const ${constantName(name)}: XmlPayload = `, xmlPayload(payload, schemas))}`;
  });
  const content = [`// ${bannerText(api.manifestPath)}`, '', "import type { XmlPayload } from './core/index.ts';", ...constants, ''].join('\n');
  return { path: 'client/src/xml-shapes.ts', content, format: 'typescript', final: true };
}

function xmlPayloads(body: RequestBody | undefined, response: Response, schemas: Schemas): Payload[] {
  const sent = sentXml(body, schemas);
  return [...(sent ? [sent] : []), ...answeredXml(response, schemas).map(([, payload]) => payload)];
}

/** The body's first content that is XML of data: what an object body goes out as when XML is chosen. */
function sentXml(body: RequestBody | undefined, schemas: Schemas): Payload | undefined {
  return body?.contents.find((payload) => carriesXmlData(payload, schemas));
}

/** Each success status whose preferred content is XML of data (and so what its type says), with that content. */
function answeredXml(response: Response, schemas: Schemas): [number, Payload][] {
  return successStatuses(response).flatMap((status) => {
    const preferred = status.contents[0];
    return preferred && carriesXmlData(preferred, schemas) ? [[status.status, preferred] as [number, Payload]] : [];
  });
}

function payloadValue(payload: Payload, schemas: Schemas): unknown {
  if (payload.schema.kind !== 'ref') return xmlPayload(payload, schemas);
  const name = constantName(payload.schema.name);
  return new Expression(name, JSON.stringify(name));
}

function constantOf(payload: Payload): string[] {
  return payload.schema.kind === 'ref' ? [constantName(payload.schema.name)] : [];
}

function constantName(schema: string): string {
  return `xml${schema}`;
}

function xmlPayload(payload: Payload, schemas: Schemas): XmlPayload {
  return { xml: xmlShape(payload.schema, schemas), shape: fieldShape(payload.schema, schemas) };
}
