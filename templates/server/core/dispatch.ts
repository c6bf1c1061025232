/**
 * The request pipeline, independent of any HTTP framework: route, negotiate, authenticate, read
 * parameters and body, call the handler, serialise, compress. Each step either hands on to the
 * next or throws an `HttpProblem`, which is turned into the response right here.
 *
 * The order is deliberate: routing errors (404/405) and 406 need no credentials; authentication
 * comes before anything that reveals which operations are implemented (501) or costs work
 * (reading a body).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { finished, Readable } from 'node:stream';
import { authenticate } from './authenticate.ts';
import { compressResponse, type CompressionPolicy } from './compress.ts';
import { extractCredentials } from './credentials.ts';
import type { HandlerContext, HandlerInput, OperationHandler } from './handler.ts';
import { createVersionNegotiator } from './negotiate.ts';
import { createResponseNegotiator, type ResponseChoice } from './negotiate-response.ts';
import { resolveOptions, type ResolvedOptions, type ServerOptions } from './options.ts';
import { decodePathParams, readHeaderParams, readQuery } from './params.ts';
import { readRequestBody } from './request-body.ts';
import { HttpProblem } from './problem.ts';
import { addVary, type OutgoingResponse, problemResponse, successResponse } from './respond.ts';
import type { ContentSpec, RouteSpec, ServiceDescription } from './service.ts';
import { requestTarget, routeRequest } from './route-request.ts';
import { createVersionSelector } from './select-version.ts';
import { tokenHandlers } from './token-handlers.ts';
import { validateRequest, validateResult } from './validate.ts';

export interface IncomingRequest {
  method: string;
  /** Path and query as received (still percent-encoded), relative to where the server is mounted. */
  url: string;
  /** The URL as the client sent it, when a framework cut a mount path off `url`; names the `instance`. */
  originalUrl?: string;
  headers: IncomingHttpHeaders;
  /** The request body, not yet read. */
  body: Readable;
  /** A body an upstream middleware already consumed and parsed; used instead of reading `body`. */
  parsedBody?: { value: unknown };
}

export interface DispatchResult {
  response: OutgoingResponse;
  /** The matched operation; absent when no route matched the path. */
  operation?: string;
}

export type Dispatch = (request: IncomingRequest) => Promise<DispatchResult>;

/** Bind a service description, the application's handlers and options into a request function. */
export function createDispatch(
  service: ServiceDescription,
  handlers: object,
  serverOptions: ServerOptions = {},
): Dispatch {
  const options = resolveOptions(serverOptions);
  const negotiate = createResponseNegotiator(service.media);
  const apiMediaType = createVersionNegotiator(service.media).mediaType;
  const inVersion = createVersionSelector(service.media);
  const findHandler = handlerLookup(service, handlers, options);
  const compression: CompressionPolicy = {
    enabled: service.compression.includes('gzip'),
    threshold: options.compressionThreshold,
  };

  const tenantDeclared = tenantDeclaredBy(service);

  return async (request) => {
    const target = requestTarget(request, options.prefix);
    let operation: string | undefined;
    let response: OutgoingResponse;
    try {
      const matched = routeRequest(service, request.method, target, request.headers);
      const { rawParams } = matched;
      operation = matched.route.name;
      // The route as the request's API version has it: its body, its response, that version only.
      const route = inVersion(matched.route, request.headers);
      const accept = headerValue(request.headers.accept);
      const choice = negotiate(route, accept);

      const credentials = extractCredentials(request.headers, target.search, service.schemes);
      const tenant = tenantDeclared.has(route.name) ? tenantOf(service, target.search) : undefined;
      // Awaited only when it is a promise: each await is a turn of the event loop per request.
      const authenticated = authenticate(service, route, credentials, options, tenant);
      const auth = isPromiseLike(authenticated) ? await authenticated : authenticated;
      const handler = findHandler(route);
      if (!handler) throw notImplemented(route);

      // With validators, text that does not convert is kept for them to report with the rest.
      const validators = Object.hasOwn(options.validators, route.name) ? options.validators[route.name] : undefined;
      const lenient = validators !== undefined;
      // Parameters first: a malformed one should fail before an upload is read.
      const params = decodePathParams(route, rawParams, lenient);
      const query = readQuery(route, target.search, lenient);
      const headers = readHeaderParams(route, request.headers, lenient);
      const read = readRequestBody(request, route, options);
      const body = read instanceof Promise ? await read : read;
      let answer: OutgoingResponse | undefined;
      try {
        const input: HandlerInput = { version: choice.version, params, query, headers, body: body.value, auth };
        if (validators) validateRequest(validators, route, input, body.kind);
        const context: HandlerContext = {
          operation: route.name,
          version: choice.version,
          method: request.method,
          path: target.path,
          requestHeaders: request.headers,
        };
        const returned: unknown = handler(input, context);
        const result: unknown = isPromiseLike(returned) ? await returned : returned;
        if (validators && options.validateResponses) validateResult(validators, route, choice, result);
        // Another declared success status is answered in a media type that status declares.
        const chooseFor = route.response.also
          ? (contents: ContentSpec[]) => labelled(negotiate({ ...route, response: { status: route.response.status, contents } }, accept))
          : undefined;
        answer = successResponse(result, route.response, labelled(choice), chooseFor);
      } finally {
        if (body.cleanup) releaseAfter(answer, body.cleanup, options, route);
      }
      response = answer;
      addVary(response.headers, 'Accept');
    } catch (error) {
      response = problemResponse(asProblem(error, operation, options), {
        instance: target.instance,
        mediaType: service.media.problem,
        typeBase: options.problemTypeBase,
      });
    }
    const compressed = compressResponse(response, headerValue(request.headers['accept-encoding']), compression);
    response = compressed instanceof Promise ? await compressed : compressed;
    return operation === undefined ? { response } : { response, operation };
  };

  /** The choice with the media type it is labelled with. */
  function labelled(chosen: ResponseChoice): ResponseChoice {
    return chosen.mediaType !== undefined ? chosen : { ...chosen, mediaType: apiMediaType(chosen.version) };
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/**
 * Application handler first, then a configured static response, then a built-in token handler.
 * Only own properties count: an operation named `value_of` must not be served by
 * `Object.prototype.valueOf`, which would answer with the handlers object itself.
 */
function handlerLookup(service: ServiceDescription, handlers: object, options: ResolvedOptions) {
  const builtins = tokenHandlers(service, options);
  // Looked up per request (handlers may be added later), bound once per function.
  const bound = new WeakMap<object, OperationHandler>();
  return (route: RouteSpec): OperationHandler | undefined => {
    const candidate: unknown = Object.hasOwn(handlers, route.handler)
      ? (handlers as Record<string, unknown>)[route.handler]
      : undefined;
    if (typeof candidate === 'function') {
      let handler = bound.get(candidate);
      if (handler === undefined) bound.set(candidate, (handler = candidate.bind(handlers) as OperationHandler));
      return handler;
    }
    if (!Object.hasOwn(options.staticResponses, route.name)) return builtins.get(route.name);
    return () => options.staticResponses[route.name];
  };
}

/** The names of the operations that declare the token flow's tenant parameter; verifiers are given it. */
function tenantDeclaredBy(service: ServiceDescription): Set<string> {
  const name = service.tokenFlow?.tenantParameter;
  const declaring = service.routes.filter((route) => route.params.some((p) => p.in === 'query' && p.name === name));
  return new Set(name === undefined ? [] : declaring.map((route) => route.name));
}

function tenantOf(service: ServiceDescription, search: URLSearchParams): string | undefined {
  return search.get(service.tokenFlow!.tenantParameter!) ?? undefined;
}

function notImplemented(route: RouteSpec): HttpProblem {
  return new HttpProblem(501, {
    kind: 'not-implemented',
    detail: `The operation ${route.name} is not implemented by this server.`,
    extensions: { operation: route.name },
  });
}

/**
 * Temporary files of a multipart body live until the response is sent: a handler may answer
 * with a stream over one of them.
 */
function releaseAfter(
  response: OutgoingResponse | undefined,
  cleanup: () => Promise<void>,
  options: ResolvedOptions,
  route: RouteSpec,
): void {
  const release = () => void cleanup().catch((error: unknown) => options.onError(error, route.name));
  const body = response?.body;
  if (body instanceof Readable) finished(body, release);
  else release();
}

/** Anything that is not an `HttpProblem` is a bug or an outage: log it, and tell the client nothing. */
function asProblem(
  error: unknown,
  operation: string | undefined,
  options: ResolvedOptions,
): HttpProblem {
  if (error instanceof HttpProblem) return error;
  options.onError(error, operation);
  const debug = options.debug && error instanceof Error;
  return new HttpProblem(500, {
    kind: 'internal-error',
    detail: debug ? error.message : 'The server failed to process the request.',
    extensions: {
      ...(operation !== undefined ? { operation } : {}),
      ...(debug ? { stack: error.stack } : {}),
    },
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
