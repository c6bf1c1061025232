/**
 * A call to an endpoint the SDK does not describe (`customRequest(client, { method, path, … })`,
 * and the generated client's `request()`), sent as an `OperationSpec` of its own so it goes
 * through the same authentication, retries and errors as every generated operation. It accepts
 * the API's default security schemes (every scheme when the API declares none), the version the
 * client is configured with, and is retried only when its method is idempotent.
 *
 * A function rather than a method of `ClientCore`, so a bundle that never calls it leaves it
 * (and the body encoding it needs) out.
 */
import type { APIPromise } from './api-promise.ts';
import { apiSpecOf, type ClientCore } from './client-core.ts';
import type { CustomRequest, RequestOptions } from './options.ts';
import { encodeBody } from './request-body.ts';
import { IDEMPOTENT_METHODS } from './retry.ts';
import type { ApiSpec, OperationSpec } from './spec.ts';
import { isUploadable } from './uploads.ts';

/**
 * Call an endpoint the SDK does not describe, with the client's authentication (the API's
 * default schemes), retries, timeouts and errors; resolves with the parsed JSON:
 * `await customRequest(client, { method: 'GET', path: '/v1/reports', query: { region: 'eu' } })`.
 */
export function customRequest<T = unknown>(client: ClientCore, request: CustomRequest, options: RequestOptions = {}): APIPromise<T> {
  const operation = customOperation(apiSpecOf(client), request, options.apiVersion ?? client.apiVersion);
  const merged = { ...options, query: { ...request.query, ...options.query }, headers: { ...request.headers, ...options.headers } };
  return client.send<T>(operation, { body: request.body }, merged);
}

function customOperation(api: ApiSpec, request: CustomRequest, version: number): OperationSpec {
  return {
    name: `${request.method} ${request.path}`,
    method: request.method,
    // The path is sent as given: braces are escaped so they are not taken for placeholders.
    path: request.path.replace(/\{/g, '%7B').replace(/\}/g, '%7D'),
    // Stryker disable ArrayDeclaration: an item that is no binding binds nothing
    pathParams: [],
    query: [],
    headers: [],
    // Stryker restore ArrayDeclaration
    // Stryker disable next-line StringLiteral: the body sent is the one given, and an absent one is never required
    body: request.body === undefined ? 'none' : 'required',
    // Stryker disable next-line ConditionalExpression: without a body the media types are never read
    ...(request.body === undefined ? {} : { bodyMediaTypes: [bodyMediaType(api, request.body)] }),
    encoders: { body: encodeBody },
    auth: api.defaultAuth ?? api.schemes.map((scheme) => scheme.name),
    versions: [version],
    // retry.ts retries these methods whatever `idempotent` says; the flag keeps the spec truthful.
    idempotent: IDEMPOTENT_METHODS.has(request.method),
  };
}

function bodyMediaType(api: ApiSpec, body: unknown): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: every supported runtime has FormData, and for one fetch sets the multipart type itself
  if (typeof FormData !== 'undefined' && body instanceof FormData) return 'multipart/form-data';
  if (body instanceof URLSearchParams) return 'application/x-www-form-urlencoded';
  if (typeof body === 'string') return 'text/plain';
  if (isUploadable(body)) return (body instanceof Blob && body.type) || 'application/octet-stream';
  return api.mediaSuccessTemplate;
}
