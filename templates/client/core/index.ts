/**
 * The runtime's public surface, re-exported by the generated package.
 *
 * Generated code needs `ClientCore` (to send), `APIPromise` (to return), and the spec and
 * option types (to describe operations). Users need the error classes to catch, and the option
 * types to configure. Everything else (authentication, token renewal, retry policy, URL
 * building) stays internal so it can change without breaking anyone.
 */
export { APIPromise } from './api-promise.ts';
export { ClientCore, type TokenManagerClass } from './client-core.ts';
export { customRequest } from './custom-request.ts';
export type { Clock } from './clock.ts';
export {
  AbortError,
  ApiError,
  ApiVersionError,
  ConnectionError,
  CredentialsError,
  InvalidRequestError,
  type Problem,
  ProblemError,
  RedirectError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
} from './errors.ts';
export type { BasicCredential, ClientCoreOptions, ClientRuntimeOptions, Credential, CustomRequest, OutgoingRequest, PinnedClientRuntimeOptions, RequestOptions } from './options.ts';
export { type Page, type PageItem, PagePromise, type PageMethods, paginate } from './pagination.ts';
export type { ApiSpec, BodyChoice, CredentialWriter, QueryKeyGuard, EncodedBody, Encoders, FieldShape, HttpMethod, OperationSpec, PaginationSpec, ParamBinding, QueryPart, ResponseHeaderBinding, SchemeSpec, TokenFlowSpec, VersionWire, XmlPayload, XmlShape } from './spec.ts';
export type { Fetch } from './transport.ts';
/** For generated clients of APIs with a token flow, which hand it to `ClientCore`; not part of the public API. */
export { TokenManager } from './tokens.ts';
/** For generated API specs whose schemes need a writer for their credential (`SchemeSpec.writer`). */
export { basicCredential, cookieCredential } from './credential-writers.ts';
export { queryCredential } from './query-credentials.ts';
/** For generated clients of APIs whose server URL has variables (the `serverVariables` option). */
export { fillServerURL } from './server-url.ts';
/** For generated specs that name the encoders their operation needs (`OperationSpec.encoders`). */
export { encodeBody } from './request-body.ts';
export { encodeForm } from './form-encoding.ts';
export { encodeMultipart } from './multipart.ts';
export { encodeStyledSegment } from './path-styles.ts';
export { encodeQueryParams } from './query-styles.ts';
export { encodeHeaderParams } from './header-params.ts';
export { encodeJsonParams } from './json-params.ts';
/** For generated specs of operations that send or answer XML of data (`encoders.xml`, `OperationSpec.readXml`). */
export { xmlDocument } from './xml-data.ts';
export { readXml } from './xml-read.ts';
/** For generated specs of operations that declare response media types or statuses (`OperationSpec.readByMediaType`). */
export { readByMediaType } from './response-body.ts';
/** For generated specs of operations that declare response headers (`OperationSpec.parseHeaders`). */
export { parseResponseHeaders } from './response-headers.ts';
export { type BinaryBody, type NodeReadableLike, toFile, type ToFileOptions, type Uploadable } from './uploads.ts';
