/**
 * The headers of one request, from every source in increasing precedence: the client's default
 * headers, content negotiation, the credential, header parameters, then the call's own headers.
 * A credential cookie is the exception: it is added to the `Cookie` header the others make.
 *
 * `Headers` rejects values it cannot send (a line break, a character outside Latin-1) with a
 * `TypeError` that quotes the value. Every client failure is an `ApiError`, and the value may be
 * a secret, so each rejection becomes an error that names the header and never the value.
 */
import type { AppliedAuth } from './credentials.ts';
import { CredentialsError, InvalidRequestError } from './errors.ts';
import type { OperationSpec } from './spec.ts';

export interface HeaderSources {
  defaults: Record<string, string> | undefined;
  accept: string;
  contentType: string | undefined;
  auth: AppliedAuth;
  params: Record<string, unknown>;
  perCall: Record<string, string> | undefined;
}

/** Header names in lower case, as `fetch` sends them; a plain record costs `fetch` less than a `Headers`. */
export type HeaderRecord = Record<string, string>;

export function requestHeaders(operation: OperationSpec, sources: HeaderSources): HeaderRecord {
  const headers: HeaderRecord = {};
  for (const name in sources.defaults) {
    put(headers, name, sources.defaults[name]!, () => new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.'));
  }
  headers['accept'] = sources.accept;
  if (sources.contentType) headers['content-type'] = sources.contentType;
  const authHeaders = sources.auth.headers;
  for (const name in authHeaders) {
    if (name === 'Cookie') continue;
    put(headers, name, authHeaders[name]!, () => new CredentialsError(`The credential for the ${name} header is not a valid header value.`));
  }
  // The constants that select the operation on a shared method and path (`X-Rpc-Target: Svc.Op`).
  const constants = operation.match?.headers;
  for (const name in constants) headers[name.toLowerCase()] = constants[name]!;
  if (operation.headers.length > 0) {
    const encode = operation.encoders?.headers;
    if (!encode) throw new InvalidRequestError(`${operation.name}: its spec binds header parameters but names no header encoder.`);
    const failure = () => new InvalidRequestError(`${operation.name}: a header parameter has a value that cannot be sent in a header.`);
    for (const [name, value] of encode(operation.headers, sources.params)) put(headers, name, value, failure);
  }
  const perCall = sources.perCall;
  for (const name in perCall) {
    put(headers, name, perCall[name]!, () => new InvalidRequestError(`${operation.name}: the ${name} header of this call cannot be sent as given.`));
  }
  // A credential cookie joins the cookies the caller sends rather than replacing them (or being replaced).
  const credentialCookie = authHeaders['Cookie'];
  if (credentialCookie !== undefined) {
    const others = headers['cookie'];
    put(headers, 'Cookie', others ? `${others}; ${credentialCookie}` : credentialCookie, () => new CredentialsError('The credential for the cookie is not a valid header value.'));
  }
  return headers;
}

/** Token characters (RFC 9110) for names; visible Latin-1 and tabs for values. Anything else is left to `Headers` to judge. */
const PLAIN_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PLAIN_VALUE = /^[\t\x20-\x7E\x80-\xFF]*$/;

/** Set `name` to `value`, or throw `failure()`, which never quotes the value, when `fetch` could not send it. */
function put(headers: HeaderRecord, name: string, value: string, failure: () => Error): void {
  if (!PLAIN_NAME.test(name) || !PLAIN_VALUE.test(value)) {
    // Rare: `Headers` trims surrounding whitespace as `fetch` does and refuses line breaks. What
    // is left must still be plain: Node's `fetch` refuses other control characters (DEL, \x01)
    // only when sending, as a connection failure that would be retried.
    let sent: string | null;
    try {
      const checked = new Headers();
      checked.set(name, value);
      sent = checked.get(name);
    } catch {
      throw failure();
    }
    if (!PLAIN_VALUE.test(sent!)) throw failure();
  }
  headers[name.toLowerCase()] = value;
}
