/**
 * The server runtime's public surface. Generated `index.ts` files bind these to one API's
 * service description; applications normally import from there, not from here.
 *
 * Everything in `core/` is API-independent: the API arrives as a `ServiceDescription` value.
 */
export { createNodeListener, type NodeListener } from './node-handler.ts';
export { createHttpServer, DEFAULT_SERVER_LIMITS, type ServerLimits } from './http-server.ts';
export {
  createFastifyPlugin,
  problemFrameworkErrors,
  type FastifyInstanceLike,
  type FastifyPluginOptions,
} from './fastify-plugin.ts';
export {
  createDispatch,
  type Dispatch,
  type DispatchResult,
  type IncomingRequest,
} from './dispatch.ts';
export { matchRoute, type MatchResult } from './match.ts';
export {
  reply,
  isReply,
  type AuthInfo,
  type BinaryBody,
  type HandlerContext,
  type HandlerInput,
  type HandlerResult,
  type OperationHandler,
  type OtherStatus,
  type Principal,
  type Reply,
  type ReplyHeaders,
} from './handler.ts';
export { HttpProblem, type ProblemBody, type ProblemInit } from './problem.ts';
export { secretsEqual } from './secrets-equal.ts';
export {
  DEFAULT_BODY_LIMIT,
  DEFAULT_UPLOAD_LIMIT,
  DEFAULT_TOKEN_TTL_SECONDS,
  withBearerVerifiers,
  type ServerOptions,
} from './options.ts';
export type { JWTPayload } from './jwt.ts';
export type { UploadedFile } from './uploaded-file.ts';
export type {
  BodySpec,
  ContentSpec,
  FieldShape,
  HttpMethod,
  MethodTable,
  ParamSpec,
  ParamStyle,
  PayloadKind,
  RouteNode,
  ResponseSpec,
  RouteSpec,
  SchemeSpec,
  ServiceDescription,
  TokenFlowSpec,
} from './service.ts';
export type { OperationValidators, PayloadValidators } from './validate.ts';
export type { ValidationError } from './validation-issue.ts';
