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
import { applyHeaderParams } from './query.ts';
import type { OperationSpec } from './spec.ts';

export interface HeaderSources {
  defaults: Record<string, string> | undefined;
  accept: string;
  contentType: string | undefined;
  auth: AppliedAuth;
  params: Record<string, unknown>;
  perCall: Record<string, string> | undefined;
}

export function requestHeaders(operation: OperationSpec, sources: HeaderSources): Headers {
  let headers: Headers;
  try {
    headers = new Headers(sources.defaults);
  } catch {
    throw new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.');
  }
  headers.set('Accept', sources.accept);
  if (sources.contentType) headers.set('Content-Type', sources.contentType);
  const credentialCookie = sources.auth.headers.Cookie;
  for (const [name, value] of Object.entries(sources.auth.headers)) {
    if (name === 'Cookie') continue;
    guarded(() => headers.set(name, value), () => new CredentialsError(`The credential for the ${name} header is not a valid header value.`));
  }
  // The constants that select the operation on a shared method and path (`X-Rpc-Target: Svc.Op`).
  for (const [name, value] of Object.entries(operation.match?.headers ?? {})) headers.set(name, value);
  guarded(
    () => applyHeaderParams(headers, operation.headers, sources.params),
    () => new InvalidRequestError(`${operation.name}: a header parameter has a value that cannot be sent in a header.`),
  );
  for (const [name, value] of Object.entries(sources.perCall ?? {})) {
    guarded(() => headers.set(name, value), () => new InvalidRequestError(`${operation.name}: the ${name} header of this call cannot be sent as given.`));
  }
  // A credential cookie joins the cookies the caller sends rather than replacing them (or being replaced).
  if (credentialCookie !== undefined) {
    const others = headers.get('cookie');
    guarded(() => headers.set('Cookie', others ? `${others}; ${credentialCookie}` : credentialCookie), () => new CredentialsError('The credential for the cookie is not a valid header value.'));
  }
  return headers;
}

function guarded(action: () => void, failure: () => Error): void {
  try {
    action();
  } catch {
    throw failure();
  }
}
