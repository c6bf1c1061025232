/**
 * Turns a non-2xx response into a `ProblemError`. Servers answer with an RFC 7807 document
 * most of the time, but proxies and load balancers answer with HTML or plain text; both must
 * still produce a message that says what went wrong.
 */
import { type Problem, ProblemError } from './errors.ts';
import type { ReceivedResponse } from './received.ts';

const SNIPPET_LENGTH = 200;

/**
 * Read the body of `received` and describe it as an error of `operation`. The body is read like
 * any other (size limit, deadline), so failing to read it raises that failure instead.
 */
export async function problemFromResponse(received: ReceivedResponse, operation: string): Promise<ProblemError> {
  const { response } = received;
  const text = await received.text();
  const problem = parseProblem(text);
  const summary = problem ? summarizeProblem(problem, response) : summarizeText(text, response);
  return new ProblemError(`${summary} (${operation})`, response, problem, problem ?? text);
}

function parseProblem(text: string): Problem | undefined {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; text not starting with '{' never parses to an object
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: JSON that starts with '{' is an object; the check is for the type checker
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Problem) : undefined;
  } catch {
    return undefined;
  }
}

function statusLine(response: Response, title?: unknown): string {
  const reason = typeof title === 'string' && title !== '' ? title : response.statusText;
  return reason ? `${response.status} ${reason}` : String(response.status);
}

function summarizeProblem(problem: Problem, response: Response): string {
  const line = statusLine(response, problem.title);
  return typeof problem.detail === 'string' && problem.detail !== '' ? `${line}: ${problem.detail}` : line;
}

/** A non-JSON body: keep a short single-line snippet so HTML error pages stay readable. */
function summarizeText(text: string, response: Response): string {
  const line = statusLine(response);
  const snippet = snippetOf(text);
  return snippet === '' ? line : `${line}: ${snippet}`;
}

/** The start of `text` on one line, whitespace collapsed: enough to recognise an HTML page or a stack trace. */
export function snippetOf(text: string): string {
  const flat = text.slice(0, SNIPPET_LENGTH * 4).replace(/\s+/g, ' ').trim();
  const truncated = flat.length > SNIPPET_LENGTH || text.length > SNIPPET_LENGTH * 4;
  return truncated ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}
