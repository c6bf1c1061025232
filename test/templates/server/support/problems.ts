import { expect } from 'vitest';
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
