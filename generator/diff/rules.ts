/**
 * How each kind of change is classified, **for existing client code**: code written against the
 * client generated from the old API, upgraded to the client generated from the new one, and
 * talking to the new service. A change is breaking when such code stops compiling, or keeps
 * compiling but sends what the new service rejects or reads what it no longer returns.
 *
 * Direction matters. Requests are what the client *sends*: accepting more (a new optional field,
 * a widened enum, a dropped constraint) is safe, accepting less is breaking. Responses are what
 * the client *reads*: returning less or something else is breaking, returning more is safe.
 * A new enum value in a response is a notice, not a break: code comparing against the old values
 * still compiles and runs, and APIs add values in minor releases all the time. Only an exhaustive
 * `switch` with a `never` check, or a variable declared with the old literal union, notices, and
 * noticing is what those are for. A new union variant is breaking: reading a field the old
 * variants shared no longer compiles.
 *
 * | change                                   | request (client sends) | response (client reads) |
 * |------------------------------------------|------------------------|-------------------------|
 * | field added, optional                    | minor                  | minor                   |
 * | field added, required                    | BREAKING               | minor                   |
 * | field removed                            | BREAKING ¹             | BREAKING                |
 * | field optional → required                | BREAKING               | minor                   |
 * | field required → optional                | minor                  | BREAKING ²              |
 * | type changed (string → integer, …)       | BREAKING               | BREAKING                |
 * | string format dropped (uuid → string)    | minor ⁵                | BREAKING ³              |
 * | string format added (string → uuid)      | BREAKING               | minor                   |
 * | string format changed (date → date-time) | BREAKING               | BREAKING                |
 * | type widened (integer → number, T → any) | minor                  | BREAKING ³              |
 * | type narrowed (number → integer, any → T)| BREAKING               | minor                   |
 * | enum value added                         | minor                  | minor ⁶                 |
 * | enum value removed                       | BREAKING               | minor                   |
 * | enum dropped (any value now)             | minor                  | BREAKING ³              |
 * | union variant added                      | minor                  | BREAKING ⁴              |
 * | union variant removed                    | BREAKING               | minor                   |
 * | may now be null                          | minor                  | BREAKING                |
 * | may no longer be null                    | BREAKING               | minor                   |
 * | XML hint changed (name, attribute, wrapped, namespace, prefix) ⁷ | BREAKING | BREAKING       |
 *
 * ¹ Code that sets the field no longer compiles (excess property), and the service ignores or
 *   rejects it. ² `T` becomes `T | undefined`: strict code reading it stops compiling.
 * ³ The client's type gets wider than what code expects. ⁴ Code reading a field the old variants
 *   shared stops compiling, and exhaustive handling misses the new case.
 * ⁵ A format is a constraint on the value, not a different TypeScript type: the service now
 *   accepts more, and code that sent valid values still does.
 * ⁶ Listed under "Added"; code handling the old values compiles and runs unchanged.
 * ⁷ Only for XML payloads of data: the client writes and reads them by those hints, so the same
 *   data goes out, or is read, as other XML.
 *
 * Operations and API-wide changes:
 *
 * | change                                        | classification |
 * |-----------------------------------------------|----------------|
 * | operation added                               | minor          |
 * | operation removed                             | BREAKING       |
 * | operation renamed (same method + route)       | BREAKING (the client method name changes) |
 * | operation moved (same name, new method/route) | BREAKING (clients not yet upgraded call the old route) |
 * | operation moved to another group              | BREAKING (`client.<group>` changes) |
 * | path parameter renamed                        | BREAKING (the `params` key changes) |
 * | parameter added optional / required           | minor / BREAKING |
 * | parameter removed                             | BREAKING       |
 * | parameter optional → required / → optional    | BREAKING / minor |
 * | parameter's style, explode or JSON `contentType` changed | BREAKING (the same value goes differently on the wire) |
 * | request body added optional / required        | minor / BREAKING |
 * | request body removed, or made required        | BREAKING       |
 * | request body made optional                    | minor          |
 * | request media type changed                    | BREAKING       |
 * | success status changed                        | patch (the client returns the body either way) |
 * | another success status (`also`) removed        | BREAKING (the response type loses a member; code handling it is dead) |
 * | success status added, payload type known       | minor (what the call returns keeps its type) |
 * | success status added with a new payload type   | BREAKING (a new member of the returned union, as a response variant added) |
 * | response header removed / added               | BREAKING / minor |
 * | response header's schema changed              | as the response field rules above |
 * | auth scheme removed from an operation         | BREAKING for clients configured with it |
 * | auth scheme added to an operation             | minor          |
 * | security scheme removed / changed             | BREAKING (client options change) |
 * | security scheme added                         | minor          |
 * | version removed / added                       | BREAKING / minor |
 * | default (current) version changed             | minor          |
 * | version a client pinning nothing sends changes | BREAKING when its payloads differ (its types change; pin the old `apiVersion` to keep them), else not reported |
 * | change inside one version's payloads          | as the field rules above, once, naming the versions when not all |
 * | success media type template changed           | BREAKING       |
 * | named schema (exported type) removed / added  | BREAKING / minor |
 * | client class or package renamed               | BREAKING       |
 * | operation, parameter or field deprecated      | minor (semver: deprecations are minor) |
 * | operation no longer deprecated                | patch          |
 * | default server URL changed                    | patch          |
 * | an operation's own server (`server`) changed  | patch (the new client sends it where the new API serves it) |
 * | summary or description changed               | patch          |
 */
import type { Bump } from './types.ts';

interface Rule {
  breaking: boolean;
  bump: Bump;
}

const BREAKING: Rule = { breaking: true, bump: 'major' };
const MINOR: Rule = { breaking: false, bump: 'minor' };
const PATCH: Rule = { breaking: false, bump: 'patch' };

export const RULES = {
  'operation-added': MINOR,
  'operation-removed': BREAKING,
  'operation-renamed': BREAKING,
  'operation-moved': BREAKING,
  'operation-route-moved': BREAKING,
  'path-changed': BREAKING,
  'operation-deprecated': MINOR,
  'operation-undeprecated': PATCH,
  'docs-changed': PATCH,
  'auth-scheme-removed': BREAKING,
  'auth-scheme-added': MINOR,
  'version-removed': BREAKING,
  'version-added': MINOR,
  'version-sent-changed': BREAKING,
  'parameter-added-required': BREAKING,
  'parameter-added-optional': MINOR,
  'parameter-removed': BREAKING,
  'parameter-became-required': BREAKING,
  'parameter-became-optional': MINOR,
  'parameter-deprecated': MINOR,
  'parameter-serialisation-changed': BREAKING,
  'request-body-added-required': BREAKING,
  'request-body-added-optional': MINOR,
  'request-body-removed': BREAKING,
  'request-body-became-required': BREAKING,
  'request-body-became-optional': MINOR,
  'request-media-type-changed': BREAKING,
  'response-status-changed': PATCH,
  'response-status-removed': BREAKING,
  'response-status-added': MINOR,
  'response-status-added-new-type': BREAKING,
  'response-header-removed': BREAKING,
  'response-header-added': MINOR,
  'request-field-added-required': BREAKING,
  'request-field-added-optional': MINOR,
  'request-field-removed': BREAKING,
  'request-field-became-required': BREAKING,
  'request-field-became-optional': MINOR,
  'request-type-changed': BREAKING,
  'request-type-widened': MINOR,
  'request-type-narrowed': BREAKING,
  'request-enum-widened': MINOR,
  'request-enum-narrowed': BREAKING,
  'request-variant-added': MINOR,
  'request-variant-removed': BREAKING,
  'request-nullable-added': MINOR,
  'request-nullable-removed': BREAKING,
  'response-field-added': MINOR,
  'response-field-removed': BREAKING,
  'response-field-became-required': MINOR,
  'response-field-became-optional': BREAKING,
  'response-type-changed': BREAKING,
  'response-type-widened': BREAKING,
  'response-type-narrowed': MINOR,
  'response-enum-widened': MINOR,
  'response-enum-narrowed': MINOR,
  'response-variant-added': BREAKING,
  'response-variant-removed': MINOR,
  'response-nullable-added': BREAKING,
  'response-nullable-removed': MINOR,
  'request-xml-changed': BREAKING,
  'response-xml-changed': BREAKING,
  'field-deprecated': MINOR,
  'security-scheme-added': MINOR,
  'security-scheme-removed': BREAKING,
  'security-scheme-changed': BREAKING,
  'schema-added': MINOR,
  'schema-removed': BREAKING,
  'media-type-changed': BREAKING,
  'default-version-changed': MINOR,
  'client-renamed': BREAKING,
  'server-changed': PATCH,
  'operation-server-changed': PATCH,
  'server-variable-added': MINOR,
  'server-variable-removed': BREAKING,
  'server-variable-narrowed': BREAKING,
  'server-variable-widened': MINOR,
} as const satisfies Record<string, Rule>;

export type ChangeKind = keyof typeof RULES;

/** Schema changes come in a request and a response flavour; the rule differs. */
export type Direction = 'request' | 'response';
