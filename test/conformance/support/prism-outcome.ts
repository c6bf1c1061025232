/**
 * What Prism (`prism mock --errors`) made of one generated-client call, sorted into kinds: a
 * request it accepted, or each violation it named (from `sl-violations`, or from the status it
 * answers an unacceptable request with when it names none), or a failure before any answer.
 */

/**
 * `Content-Type`, `Accept`, `encoding` (a value Prism read as another type or could not
 * deserialise) and `missing parameter` are what the acceptance check counts; `value` is a
 * value outside its schema's bounds; `response` is Prism refusing its own mocked answer (the
 * request passed); `security` and `route` are 401/403 and 404/405; `prism` is reserved for a
 * violation a caller has shown to be Prism's own limitation.
 */
export type ViolationKind = 'Content-Type' | 'Accept' | 'encoding' | 'missing parameter' | 'value' | 'response' | 'security' | 'route' | 'prism' | 'other';

export interface Violation {
  kind: ViolationKind;
  /** Prism's own words: `query.limit required: must have required property 'limit'`. */
  detail: string;
}

export interface CallOutcome {
  /** The answer's status; undefined when the call failed before one arrived. */
  status: number | undefined;
  violations: Violation[];
  /** The client's error for a call that got no answer (thrown before sending, or while reading). */
  failure?: string;
}

interface PrismViolation {
  location?: string[];
  code?: string;
  message?: string;
}

const VALUE_CODES = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'enum', 'format', 'minItems', 'maxItems', 'const']);

function kindOf(violation: PrismViolation, status: number): ViolationKind {
  // The header says `request.query.x`, a 422 body `query.x`.
  const location = violation.location ?? [];
  if (location[0] === 'response') return 'response';
  const [where, name] = location[0] === 'request' ? location.slice(1) : location;
  const code = String(violation.code ?? '');
  if (status === 415 || (where === 'header' && /^content-type$/i.test(name ?? ''))) return 'Content-Type';
  if (status === 406 || (where === 'header' && /^accept$/i.test(name ?? ''))) return 'Accept';
  if (status === 401 || status === 403) return 'security';
  if (status === 404 || status === 405) return 'route';
  if (code === 'required' && (where === 'query' || where === 'header' || where === 'path')) return 'missing parameter';
  if (code === 'type' || code === 'required' || /deserializ|pars|encod/i.test(violation.message ?? '')) return 'encoding';
  if (VALUE_CODES.has(code)) return 'value';
  return 'other';
}

/**
 * Classify an answer from Prism; a 2xx without `sl-violations` has none. `problem` is the
 * answer's parsed body, where a 422 lists its violations under `validation`.
 */
export function outcomeOf(response: Response, problem?: unknown): CallOutcome {
  const header = response.headers.get('sl-violations');
  const status = response.status;
  const validation = (problem as { validation?: unknown } | undefined)?.validation;
  let listed: PrismViolation[] = [];
  if (Array.isArray(validation) && validation.length > 0) listed = validation as PrismViolation[];
  else if (header) {
    try {
      listed = JSON.parse(header) as PrismViolation[];
    } catch {
      listed = [{ message: header }];
    }
  } else if (status >= 400) {
    // Prism names no violation for 401/404/405/406/415; the status is the violation. A 500
    // naming no violation is Prism failing to write its own mocked answer (e.g. "Cannot
    // serialise complex objects as text" for a declared `*\/*`) after the request passed.
    const title = (problem as { title?: unknown } | undefined)?.title;
    listed = [{ location: status === 500 ? ['response'] : [], message: `HTTP ${status} without violations${typeof title === 'string' ? `: ${title}` : ''}` }];
  }
  const violations = listed.map((violation) => ({
    kind: kindOf(violation, status),
    detail: `${(violation.location ?? []).join('.')} ${violation.code ?? ''}: ${violation.message ?? ''}`.trim(),
  }));
  return { status, violations };
}

/** Run a call that returns the client's APIPromise and classify what Prism answered. */
export async function callOutcome(call: () => { withResponse(): Promise<{ response: Response }> }): Promise<CallOutcome> {
  try {
    const { response } = await call().withResponse();
    return outcomeOf(response);
  } catch (error) {
    const failure = error as { response?: Response; body?: unknown; name?: string; message?: string };
    if (failure.response instanceof Response) return outcomeOf(failure.response, failure.body);
    return { status: undefined, violations: [], failure: `${failure.name}: ${failure.message}` };
  }
}
