import { expect } from 'vitest';
import { HttpProblem } from '../../../../templates/server/core/problem.ts';
import type { TestResponse } from './http.ts';

/** Assert an RFC 7807 response and return its body for further checks. */
export function expectProblem(
  response: TestResponse,
  status: number,
  instance: string,
): Record<string, unknown> {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['content-type']).toBe('application/problem+json');
  const body = response.json<Record<string, unknown>>();
  expect(body).toMatchObject({ status, instance });
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  return body;
}

/** The `HttpProblem` that `answer` throws or rejects with; fails the test if it is anything else. */
export async function thrownProblem(answer: () => unknown): Promise<HttpProblem> {
  let thrown: unknown;
  try {
    await answer();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(HttpProblem);
  return thrown as HttpProblem;
}

/** What a synchronous `run` throws as an `HttpProblem`, as plain fields for given/want tables. */
export function problemFields(run: () => unknown): { status: number; kind?: string; detail?: string; extensions?: unknown } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    return { status: error.status, kind: error.init.kind, detail: error.init.detail, extensions: error.init.extensions };
  }
  throw new Error('expected an HttpProblem');
}
