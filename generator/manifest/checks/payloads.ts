/**
 * Checks what the wire needs of `requestBody`, `response` and parameter `style`s: media types
 * that can be sent, one form of a payload (`mediaType`/`schema` or `content`, not both), no body
 * where HTTP or `fetch` cannot carry one (GET, a 204 response), encodings that name declared
 * properties, parameter styles that OpenAPI allows in the parameter's location, and parameters
 * sent as JSON text (`contentType`) without a style.
 */
import { type CheckContext, isRecord } from './context.ts';
import { NO_CONTENT_STATUSES, payloadKind } from '../../ir/payloads.ts';

/** RFC 9110 tokens and quoted strings; a quoted value holds no comma, so a list of types (`Accept`) stays a list. */
const TOKEN = "[A-Za-z0-9!#$%&'*+.^_`|~-]+";
const QUOTED = '"[^",\\\\\\r\\n]*"';
const CHARSET = '[Cc][Hh][Aa][Rr][Ss][Ee][Tt]';
/** `; name=value`, where a `charset` must be UTF-8 (the runtime writes text as UTF-8). */
const PARAMETER = `;[ \\t]*(?:${CHARSET}=(?:[Uu][Tt][Ff]-8|"[Uu][Tt][Ff]-8")|(?!${CHARSET}=)${TOKEN}=(?:${TOKEN}|${QUOTED}))`;

/**
 * `type/subtype`, where a JSON subtype may hold `{version}` (e.g. `application/vnd.acme.v{version}+json`),
 * with parameters in the API's own spelling (`application/json;charset=UTF-8`, Waterlinked's
 * `application/vnd.waterlinked.poi+json; type=collection`): the server labels what it sends with
 * exactly that text, and both sides compare types without them. A charset must be UTF-8.
 */
export const MEDIA_TYPE = new RegExp(`^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\\{version\\}[A-Za-z0-9!#$&^_.+-]*)?(?:${PARAMETER})*$`);
/**
 * A range of one top-level type (`image/*`): a response may declare one (Superset's thumbnails
 * are any image), and is then sent labelled with a concrete type inside it. A request body cannot:
 * the client must say what it sends.
 */
export const MEDIA_RANGE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/\*$/;
export const NO_BODY_METHODS = new Set(['GET', 'HEAD']);

/** Styles OpenAPI allows per location (3.1 §4.8.12.4). */
export const STYLES_BY_LOCATION: Record<string, readonly string[]> = {
  path: ['simple', 'label', 'matrix'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  header: ['simple'],
};

/**
 * The refusal of a response (or an entry of `also`) that declares a body where it can have none:
 * the response of a HEAD operation, or a 204 or 205. Undefined where it declares none, or may.
 */
export function refusedBody(method: unknown, status: unknown, response: Record<string, unknown>): string | undefined {
  const declaresBody = response.schema !== undefined || (isRecord(response.content) && Object.keys(response.content).length > 0);
  if (!declaresBody) return undefined;
  if (method === 'HEAD') return 'a HEAD response has no body (it answers with headers alone); remove its schema and content';
  return typeof status === 'number' && NO_CONTENT_STATUSES.has(status) ? `a ${status} response has no body; remove its schema and content` : undefined;
}

export function checkPayloads(ctx: CheckContext): void {
  for (const { op, index } of ctx.operations()) {
    const at = ['operations', index] as const;
    for (const site of payloadSites(op, at)) {
      const body = site.holder.requestBody;
      if (isRecord(body)) {
        if (NO_BODY_METHODS.has(String(op.method))) {
          ctx.report([...site.at, 'requestBody'], `a ${String(op.method)} request cannot carry a body (fetch refuses to send one); remove it or use POST`);
        }
        checkOneForm(ctx, [...site.at, 'requestBody'], body);
      }
      const response = site.holder.response;
      if (isRecord(response)) {
        checkOneForm(ctx, [...site.at, 'response'], response, true);
        const status = isRecord(op.response) && response.status === undefined ? op.response.status : response.status;
        const refused = refusedBody(op.method, status, response);
        // A HEAD is refused at the body it declares; a 204 at its status, where it sets one.
        const field = op.method === 'HEAD' ? (response.schema !== undefined ? 'schema' : 'content') : response.status === undefined ? 'schema' : 'status';
        if (refused) ctx.report([...site.at, 'response', field], refused);
      }
    }
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no parameter mapping either
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((parameter, i) => {
      if (isRecord(parameter)) checkParameterContentType(ctx, [...at, 'parameters', i], parameter);
      if (!isRecord(parameter) || typeof parameter.style !== 'string' || typeof parameter.in !== 'string') return;
      // A location OpenAPI does not know (`cookie`, `toString`) has no styles to list: the shape check reports it.
      const allowed = Object.hasOwn(STYLES_BY_LOCATION, parameter.in) ? STYLES_BY_LOCATION[parameter.in] : undefined;
      if (allowed && !allowed.includes(parameter.style)) {
        ctx.report([...at, 'parameters', i, 'style'], `style "${parameter.style}" is not allowed for a ${parameter.in} parameter; expected one of ${allowed.join(', ')}`);
      }
    });
  }
}

/**
 * A parameter's `contentType` says its value is JSON text: only JSON media types are written
 * that way, and a style or explode would say something else about the same value.
 */
function checkParameterContentType(ctx: CheckContext, at: (string | number)[], parameter: Record<string, unknown>): void {
  if (typeof parameter.contentType !== 'string') return;
  if (payloadKind(parameter.contentType) !== 'json') {
    ctx.report([...at, 'contentType'], `a parameter can be sent as JSON text only; "${parameter.contentType}" is not a JSON media type (application/json or a +json type)`);
  }
  for (const key of ['style', 'explode'] as const) {
    if (parameter[key] !== undefined) ctx.report([...at, key], `"${key}" does not apply to a parameter sent as JSON text ("contentType"); remove one of them`);
  }
}

/**
 * Where an operation declares payloads: the operation itself, and each entry of a `versions`
 * map (`versions: { 4: { requestBody, response } }`).
 */
export function payloadSites(op: Record<string, unknown>, at: readonly (string | number)[]): { holder: Record<string, unknown>; at: (string | number)[] }[] {
  const sites = [{ holder: op, at: [...at] }];
  if (isRecord(op.versions)) {
    for (const [version, entry] of Object.entries(op.versions)) {
      if (isRecord(entry)) sites.push({ holder: entry, at: [...at, 'versions', version] });
    }
  }
  return sites;
}

export function checkOneForm(ctx: CheckContext, at: (string | number)[], payload: Record<string, unknown>, isResponse = false): void {
  const valid = (mediaType: string) => MEDIA_TYPE.test(mediaType) || (isResponse && MEDIA_RANGE.test(mediaType));
  if (typeof payload.mediaType === 'string' && !valid(payload.mediaType)) {
    ctx.report([...at, 'mediaType'], `expected a media type such as "application/json", got ${JSON.stringify(payload.mediaType)}`);
  }
  if (!isRecord(payload.content)) return;
  for (const key of ['mediaType', 'schema'] as const) {
    if (payload[key] !== undefined) ctx.report([...at, key], `give either ${key} or content, not both`, { atKey: true });
  }
  for (const [mediaType, entry] of Object.entries(payload.content)) {
    if (!valid(mediaType)) {
      const expected = isResponse ? 'a media type such as "image/png", or a range such as "image/*"' : 'a media type such as "multipart/form-data"';
      ctx.report([...at, 'content', mediaType], `expected ${expected}, got ${JSON.stringify(mediaType)}`, { atKey: true });
    }
    if (!isRecord(entry) || !isRecord(entry.encoding)) continue;
    const properties = isRecord(entry.schema) && isRecord(entry.schema.properties) ? Object.keys(entry.schema.properties) : undefined;
    for (const property of Object.keys(entry.encoding)) {
      if (properties && !properties.includes(property)) {
        ctx.report([...at, 'content', mediaType, 'encoding', property], `encoding names "${property}", which is not a property of the schema`, { atKey: true });
      }
    }
  }
}
