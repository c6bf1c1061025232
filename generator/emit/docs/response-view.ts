/**
 * What the docs show of an operation's other success statuses (manifest `response.also`) and of
 * the headers a success carries (`response.headers`): each status with its payload, or "no
 * content" (`PayloadView.noContent`), and each header with its type.
 */
import type { Payload, Response, Schema } from '../../ir/types.ts';
import { mdCode } from './markdown.ts';
import type { PayloadView } from './operation-view.ts';
import { typeView, type TypeView } from './schema-view.ts';
import { inlineText, type TextView } from './text-view.ts';

export interface OtherResponseView extends PayloadView {
  status: number;
}

export interface ResponseHeaderView {
  name: string;
  nameMd: string;
  type: TypeView;
  required: boolean;
  description: TextView;
}

/** The parts of a response's docs beside its main status. */
export interface ResponseExtrasView {
  also: OtherResponseView[];
  hasAlso: boolean;
  headers: ResponseHeaderView[];
  hasHeaders: boolean;
}

type PayloadViewOf = (schema: Schema, mediaTypes: string[], description?: string) => PayloadView;

export function responseExtrasView(response: Response, mediaTypesOf: (contents: Payload[]) => string[], payloadView: PayloadViewOf): ResponseExtrasView {
  const also = response.also.map((other) => ({
    status: other.status,
    ...payloadView(other.contents[0]?.schema ?? { kind: 'unknown', meta: {} }, mediaTypesOf(other.contents), other.description),
    // The status carries no body (a 204, or an entry declared `{}`).
    noContent: other.contents.length === 0,
  }));
  const headers = response.headers.map((header) => ({
    name: header.name,
    nameMd: mdCode(header.name, true),
    type: typeView(header.schema),
    required: header.required,
    description: inlineText(header.description ?? header.schema.meta.description ?? ''),
  }));
  return { also, hasAlso: also.length > 0, headers, hasHeaders: headers.length > 0 };
}
