/**
 * Checking a request's parameters and body, and optionally a handler's result, against the
 * operation's generated validators (`validators.ts`). A request that fails gets one 400 listing
 * every failure (`errors`), before its handler is called; a result that fails is the server's
 * bug: a 500, with the failures logged.
 */
import type { ZodType } from 'zod/v4';
import { type HandlerInput, isReply } from './handler.ts';
import type { ResponseChoice } from './negotiate-response.ts';
import { HttpProblem } from './problem.ts';
import type { PayloadKind, RouteSpec } from './service.ts';
import { describeIssue, type ValidationError, validationErrors } from './validation-issue.ts';

/** One API version's payloads. */
export interface PayloadValidators {
  /** A JSON request body. */
  body?: ZodType;
  /** A form-encoded (`application/x-www-form-urlencoded`) request body, after its fields are converted from text. */
  form?: ZodType;
  /** A `multipart/form-data` request body: converted text fields, and `UploadedFile`s where the schema says `format: binary`. */
  multipart?: ZodType;
  response?: ZodType;
}

/** What `validators.ts` holds per operation; absent members are not checked. */
export interface OperationValidators extends PayloadValidators {
  params?: ZodType;
  query?: ZodType;
  headers?: ZodType;
  /** Where payloads differ by API version: each version's own (replacing `body` and `response`). */
  byVersion?: Record<number, PayloadValidators>;
}

type RequestParts = Pick<HandlerInput, 'version' | 'params' | 'query' | 'headers' | 'body'>;

/**
 * Throws a 400 `invalid-request` problem naming every failure. A body is checked when it was
 * JSON, a form or multipart (by `bodyKind`); text and raw bytes have no schema to hold them to.
 */
export function validateRequest(
  validators: OperationValidators,
  route: RouteSpec,
  input: RequestParts,
  bodyKind: PayloadKind | undefined,
): void {
  const payloads = validators.byVersion?.[input.version] ?? validators;
  const body = input.body === undefined ? undefined : bodyValidator(payloads, bodyKind);
  // The usual case, every part valid, allocates nothing but zod's own results.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BlockStatement: a fast path; the full check below finds the same
  if (passes(validators.params, input.params) && passes(validators.query, input.query) && passes(validators.headers, input.headers) && passes(body, input.body)) {
    return;
  }
  const errors = [
    ...check(validators.params, input.params, 'path'),
    ...check(validators.query, input.query, 'query'),
    ...check(validators.headers, input.headers, 'headers').map((e) => wireHeaderName(e, route)),
    ...check(body, input.body, 'body'),
  ];
  // Stryker disable next-line ConditionalExpression: only reached when a part failed the fast path, so there is an error
  if (errors.length === 0) return;
  throw new HttpProblem(400, {
    kind: 'invalid-request',
    detail: `The request does not match the API description: ${errors.length === 1 ? 'one problem' : `${errors.length} problems`}.`,
    extensions: { errors },
  });
}

/**
 * With `validateResponses`: a JSON result of the declared status that does not match its schema
 * is a bug in the handler. The thrown error reaches `onError` (each failure's pointer and
 * expectation) and the client gets a 500 instead of a payload its SDK would mistype.
 */
export function validateResult(
  validators: OperationValidators,
  route: RouteSpec,
  choice: ResponseChoice,
  result: unknown,
): void {
  const explicit = isReply(result) ? result : undefined;
  if (explicit && explicit.status !== route.response.status) return;
  const body = explicit ? explicit.body : result;
  if (body === undefined || (choice.content?.kind ?? 'json') !== 'json' || body instanceof Uint8Array) return;
  const payloads = validators.byVersion?.[choice.version] ?? validators;
  const errors = check(payloads.response, body, 'response');
  if (errors.length === 0) return;
  const lines = errors.map((e) => `  ${e.pointer}: ${e.detail}`).join('\n');
  throw new Error(`The ${route.name} handler's response does not match the API description:\n${lines}`);
}

function bodyValidator(payloads: PayloadValidators, kind: PayloadKind | undefined): ZodType | undefined {
  switch (kind) {
    case 'json':
      return payloads.body;
    case 'form':
      return payloads.form;
    case 'multipart':
      return payloads.multipart;
    // Stryker disable next-line ConditionalExpression: without this case the function also returns undefined
    default:
      return undefined;
  }
}

// Stryker disable next-line BlockStatement: a fast path; a false answer only sends the request to the full check
function passes(schema: ZodType | undefined, value: unknown): boolean {
  // Stryker disable next-line ConditionalExpression: as above
  return schema === undefined || schema.safeParse(value).success;
}

function check(schema: ZodType | undefined, value: unknown, part: string): ValidationError[] {
  if (!schema) return [];
  // An error map in the parse context turns off zod's compiled fast path: only failures pay for it.
  // Stryker disable next-line ConditionalExpression: a fast path; the parse with the error map gives the same verdict
  if (schema.safeParse(value).success) return [];
  const result = schema.safeParse(value, { error: describeIssue });
  // Stryker disable next-line ArrayDeclaration: a value the first parse failed fails the second too
  return result.success ? [] : validationErrors(part, result.error.issues);
}

/** Header validators are keyed like the handler's `headers` (camelCase); clients know the wire name. */
function wireHeaderName(error: ValidationError, route: RouteSpec): ValidationError {
  const [, , key, ...rest] = error.pointer.split('/');
  const spec = route.params.find((p) => p.in === 'header' && p.key === key);
  return spec ? { ...error, pointer: ['', 'headers', spec.name, ...rest].join('/') } : error;
}
