/**
 * The `OperationSpec` of a `client.request({ method, path, … })` call to an endpoint the SDK
 * does not describe, so it goes through the same authentication, retries and errors as every
 * generated operation. It accepts the API's default security schemes (every scheme when the API
 * declares none), the version the client is configured with, and is retried only when its
 * method is idempotent.
 */
import type { CustomRequest } from './options.ts';
import type { ApiSpec, OperationSpec } from './spec.ts';
import { isUploadable } from './uploads.ts';

// Stryker disable next-line ArrayDeclaration,StringLiteral: retry.ts retries these methods whatever `idempotent` says; the flag keeps the spec truthful
const IDEMPOTENT_METHODS = new Set(['GET', 'PUT', 'DELETE']);

export function customOperation(api: ApiSpec, request: CustomRequest, version: number): OperationSpec {
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
    auth: api.defaultAuth ?? api.schemes.map((scheme) => scheme.name),
    versions: [version],
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
