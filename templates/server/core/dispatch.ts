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
import type { AuthInfo, HandlerContext, HandlerInput, OperationHandler } from './handler.ts';
import { after } from './eventually.ts';
import { handlerLookup } from './handler-lookup.ts';
import { createVersionNegotiator } from './negotiate.ts';
import { createResponseNegotiator, type ResponseChoice } from './negotiate-response.ts';
import { resolveOptions, type ResolvedOptions, type ServerOptions } from './options.ts';
import { decodePathParams, readHeaderParams, readQuery } from './params.ts';
import { readRequestBody, type RequestBody } from './request-body.ts';
import { HttpProblem } from './problem.ts';
import { addVary, type OutgoingResponse, problemResponse, successResponse } from './respond.ts';
import type { ContentSpec, RouteSpec, ServiceDescription } from './service.ts';
import { type RequestTarget, requestTarget, routeRequest } from './route-request.ts';
import { createVersionSelector } from './select-version.ts';
import { type OperationValidators, validateRequest, validateResult } from './validate.ts';

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

/**
 * A promise only when something on the way had to wait (a verifier, a body, a handler,
 * compression): a request that waits for nothing is answered in the same turn, without the
 * promises and event-loop turns that would cost on every request.
 */
export type Dispatch = (request: IncomingRequest) => DispatchResult | Promise<DispatchResult>;

/** What one request has gathered on its way through the pipeline. */
interface Exchange {
  request: IncomingRequest;
  target: RequestTarget;
  /** The matched operation's name, once routed. */
  operation: string | undefined;
  /** The route as the request's API version has it: its body, its response, that version only. */
  route: RouteSpec;
  accept: string | undefined;
  choice: ResponseChoice;
  handler: OperationHandler;
  validators: OperationValidators | undefined;
}

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

  return (request) => {
    const exchange = {
      request,
      target: requestTarget(request, options.prefix),
      operation: undefined,
    } as Exchange;
    let outcome: OutgoingResponse | Promise<OutgoingResponse>;
    try {
      outcome = authenticateThen(exchange);
    } catch (error) {
      outcome = failure(exchange, error);
    }
    if (!(outcome instanceof Promise)) return finish(exchange, outcome);
    return outcome.then(
      (response) => finish(exchange, response),
      (error: unknown) => finish(exchange, failure(exchange, error)),
    );
  };

  /** Route, negotiate and authenticate: none of it needs the body, so a refusal costs no upload. */
  function authenticateThen(exchange: Exchange): OutgoingResponse | Promise<OutgoingResponse> {
    const { request, target } = exchange;
    const matched = routeRequest(service, request.method, target, request.headers);
    exchange.operation = matched.route.name;
    const route = (exchange.route = inVersion(matched.route, request.headers));
    exchange.accept = headerValue(request.headers.accept);
    exchange.choice = negotiate(route, exchange.accept);
    const credentials = extractCredentials(request.headers, target.search, service.schemes);
    const tenant = tenantDeclared.has(route.name) ? tenantOf(service, target.search) : undefined;
    const authenticated = authenticate(service, route, credentials, options, tenant);
    return after(authenticated, (auth) => readThen(exchange, matched.rawParams, auth));
  }

  /** Parameters first: a malformed one should fail before an upload is read. */
  function readThen(exchange: Exchange, rawParams: Record<string, string>, auth: AuthInfo | undefined) {
    const { request, route, target } = exchange;
    const handler = findHandler(route);
    if (!handler) throw notImplemented(route);
    exchange.handler = handler;
    const validators = Object.hasOwn(options.validators, route.name) ? options.validators[route.name] : undefined;
    exchange.validators = validators;
    // With validators, text that does not convert is kept for them to report with the rest.
    const lenient = validators !== undefined;
    const input: HandlerInput = {
      version: exchange.choice.version,
      params: decodePathParams(route, rawParams, lenient),
      query: readQuery(route, target.search, lenient),
      headers: readHeaderParams(route, request.headers, lenient),
      body: undefined,
      auth,
    };
    return after(readRequestBody(request, route, options), (body) => answerThen(exchange, input, body));
  }

  /** Temporary files of a multipart body are released once the answer is known, whatever it is. */
  function answerThen(exchange: Exchange, input: HandlerInput, body: RequestBody) {
    const { cleanup } = body;
    if (!cleanup) return callHandler(exchange, input, body);
    const release = (response?: OutgoingResponse) => releaseAfter(response, cleanup, options, exchange.route);
    let answered: OutgoingResponse | Promise<OutgoingResponse>;
    try {
      answered = callHandler(exchange, input, body);
    } catch (error) {
      release();
      throw error;
    }
    if (!(answered instanceof Promise)) {
      release(answered);
      return answered;
    }
    return answered.then(
      (response) => (release(response), response),
      (error: unknown) => {
        release();
        throw error;
      },
    );
  }

  function callHandler(exchange: Exchange, input: HandlerInput, body: RequestBody) {
    const { request, route, validators } = exchange;
    input.body = body.value;
    if (validators) validateRequest(validators, route, input, body.kind);
    const context: HandlerContext = {
      operation: route.name,
      version: input.version,
      method: request.method,
      path: exchange.target.path,
      requestHeaders: request.headers,
    };
    return after(exchange.handler(input, context), (result: unknown) => succeed(exchange, result));
  }

  function succeed(exchange: Exchange, result: unknown): OutgoingResponse {
    const { route, choice, accept } = exchange;
    if (exchange.validators && options.validateResponses) validateResult(exchange.validators, route, choice, result);
    // Another declared success status is answered in a media type that status declares.
    const chooseFor = route.response.also
      ? (contents: ContentSpec[]) => labelled(negotiate({ ...route, response: { status: route.response.status, contents } }, accept))
      : undefined;
    const response = successResponse(result, route.response, labelled(choice), chooseFor);
    addVary(response.headers, 'Accept');
    return response;
  }

  function failure(exchange: Exchange, error: unknown): OutgoingResponse {
    return problemResponse(asProblem(error, exchange.operation, options), {
      instance: exchange.target.instance,
      mediaType: service.media.problem,
      typeBase: options.problemTypeBase,
    });
  }

  function finish(exchange: Exchange, response: OutgoingResponse): DispatchResult | Promise<DispatchResult> {
    const compressed = compressResponse(response, headerValue(exchange.request.headers['accept-encoding']), compression);
    return compressed instanceof Promise ? compressed.then((sent) => resultOf(exchange, sent)) : resultOf(exchange, compressed);
  }

  /** The choice with the media type it is labelled with. */
  function labelled(chosen: ResponseChoice): ResponseChoice {
    return chosen.mediaType !== undefined ? chosen : { ...chosen, mediaType: apiMediaType(chosen.version) };
  }
}

function resultOf(exchange: Exchange, response: OutgoingResponse): DispatchResult {
  return exchange.operation === undefined ? { response } : { response, operation: exchange.operation };
}

/** The names of the operations that declare the token flow's tenant parameter; verifiers are given it. */
function tenantDeclaredBy(service: ServiceDescription): Set<string> {
  const name = service.tokenFlow?.tenantParameter;
  // Without a tenant parameter (`name` undefined) no parameter matches.
  const declaring = service.routes.filter((route) => route.params.some((p) => p.in === 'query' && p.name === name));
  return new Set(declaring.map((route) => route.name));
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
  // Stryker disable next-line ArrowFunction: rm with `force` fails only on I/O errors no test can cause; the catch keeps them from crashing the process
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
      // Stryker disable next-line ConditionalExpression: an undefined `operation` is dropped from the JSON body either way
      ...(operation !== undefined ? { operation } : {}),
      ...(debug ? { stack: error.stack } : {}),
    },
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
