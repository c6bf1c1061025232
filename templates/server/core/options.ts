/**
 * What an application configures, and the defaults that make an empty configuration safe:
 * nothing authenticates unless a verifier says so, and errors never leak details unless `debug`.
 */
import { randomBytes } from 'node:crypto';
import type { Principal } from './handler.ts';
import { createJwtService, type JwtService } from './jwt.ts';
import type { OperationValidators } from './validate.ts';

type Verdict = Principal | null | Promise<Principal | null>;

/**
 * Verifiers receive `requestedTenant`, the token flow's tenant parameter when the request sends
 * it (only on the token create operation). An issued token carries the returned principal's
 * tenant, and a requested tenant other than that one is refused with 403: to let a credential
 * act for the tenant it asks for, return `{ ..., tenant: requestedTenant }` after checking it may.
 * A principal without a tenant gets tokens without one and cannot name any.
 */
export interface ServerOptions {
  /** Checks an API key sent in an apiKey scheme's header, query parameter or cookie; return null to reject it. */
  verifyApiKey?: (key: string, scheme: string, requestedTenant: string | undefined) => Verdict;
  /** Checks HTTP Basic credentials. */
  verifyBasic?: (
    username: string,
    password: string,
    requestedTenant: string | undefined,
  ) => Verdict;
  /** Checks a bearer token that is not a JWT (a bearer scheme whose format is not `JWT`). */
  verifyBearerToken?: (
    token: string,
    scheme: string,
    requestedTenant: string | undefined,
  ) => Verdict;
  /**
   * HS256 secret for the JWTs the server issues and accepts, at least 32 bytes (RFC 7518 §3.2);
   * shorter ones throw. Defaults to random bytes per process: safe, but tokens then do not
   * survive a restart or work across instances.
   */
  jwtSecret?: string | Uint8Array;
  /** The `iss` claim written into and required from JWTs. Default `sdkgen-server`. */
  jwtIssuer?: string;
  /** Lifetime of issued and refreshed JWTs. Default 3600. */
  tokenTtlSeconds?: number;
  /** Fixed 200 bodies by snake_case operation name, for operations that need no code. */
  staticResponses?: Record<string, unknown>;
  /** Largest JSON, form or text body, and largest multipart text field, in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /**
   * Largest binary body and largest multipart file part, in bytes. Default 1 GiB. These are
   * streamed to the handler or to a temporary file, never held in memory.
   */
  uploadLimit?: number;
  /** Responses smaller than this are not compressed, since gzip would make them bigger. Default 1024. */
  compressionThreshold?: number;
  /** A path prefix to strip before routing, e.g. `/v1` when not mounted by a framework. */
  prefix?: string;
  /** Base URI of problem type documentation; `type` is then `<base><kind>` instead of `about:blank`. */
  problemTypeBase?: string;
  /** Put error messages and stacks of failed handlers into 500 responses. Never in production. */
  debug?: boolean;
  /** Sees every unexpected error. Default: `console.error`. */
  onError?: (error: unknown, operation: string | undefined) => void;
  /**
   * Validators by snake_case operation name; the generated `index.ts` passes those of
   * `validators.ts`. Requests that fail them get a 400 listing every failure.
   */
  validators?: Record<string, OperationValidators>;
  /**
   * Also check what handlers return against the response schema: a mismatch is logged through
   * `onError` and answered with a 500. For tests and development; costs time per response. Default false.
   */
  validateResponses?: boolean;
}

export interface ResolvedOptions {
  verifyApiKey?: ServerOptions['verifyApiKey'];
  verifyBasic?: ServerOptions['verifyBasic'];
  verifyBearerToken?: ServerOptions['verifyBearerToken'];
  jwt: JwtService;
  tokenTtlSeconds: number;
  staticResponses: Record<string, unknown>;
  bodyLimit: number;
  uploadLimit: number;
  compressionThreshold: number;
  prefix: string;
  problemTypeBase?: string;
  debug: boolean;
  onError: (error: unknown, operation: string | undefined) => void;
  validators: Record<string, OperationValidators>;
  validateResponses: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_UPLOAD_LIMIT = 1024 * 1024 * 1024;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export function resolveOptions(options: ServerOptions = {}): ResolvedOptions {
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!(ttl > 0)) throw new RangeError(`tokenTtlSeconds must be positive, got ${ttl}`);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (!(bodyLimit >= 0)) throw new RangeError(`bodyLimit must not be negative, got ${bodyLimit}`);
  const uploadLimit = options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT;
  if (!(uploadLimit >= 0)) {
    throw new RangeError(`uploadLimit must not be negative, got ${uploadLimit}`);
  }
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  return {
    verifyApiKey: options.verifyApiKey,
    verifyBasic: options.verifyBasic,
    verifyBearerToken: options.verifyBearerToken,
    jwt: createJwtService(
      options.jwtSecret ?? randomBytes(32),
      options.jwtIssuer ?? 'sdkgen-server',
    ),
    tokenTtlSeconds: ttl,
    staticResponses: options.staticResponses ?? {},
    bodyLimit,
    uploadLimit,
    compressionThreshold: options.compressionThreshold ?? 1024,
    prefix,
    problemTypeBase: options.problemTypeBase,
    debug: options.debug ?? false,
    onError:
      options.onError ??
      ((error, operation) => console.error(`[server] ${operation ?? 'request'} failed:`, error)),
    validators: options.validators ?? {},
    validateResponses: options.validateResponses ?? false,
  };
}

/**
 * Route verifiers given per bearer scheme into `verifyBearerToken`. Generated servers use this to
 * offer one option per non-JWT bearer scheme (`verifySessionToken` for a scheme whose client option
 * is `sessionToken`), which reads better than a switch on the scheme name.
 */
export function withBearerVerifiers(
  options: ServerOptions,
  byScheme: Record<
    string,
    ((token: string, requestedTenant: string | undefined) => Verdict) | undefined
  >,
): ServerOptions {
  if (!Object.values(byScheme).some(Boolean)) return options;
  const fallback = options.verifyBearerToken;
  return {
    ...options,
    verifyBearerToken: (token, scheme, requestedTenant) => {
      const verify = Object.hasOwn(byScheme, scheme) ? byScheme[scheme] : undefined;
      if (verify) return verify(token, requestedTenant);
      return fallback ? fallback(token, scheme, requestedTenant) : null;
    },
  };
}
