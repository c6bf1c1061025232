/**
 * Hand-picked hostile requests the random generators would rarely produce: oversize heads and
 * bodies, pathological JSON, request-smuggling shapes. Each says who must answer it: the server
 * code (`status`, always as a problem) or Node's HTTP parser, which refuses some requests before
 * any listener runs and answers them with a bare status line and no body.
 */
import { API_KEY } from '../../contract/support/credentials.ts';
import type { RawRequest } from './raw-http.ts';

export interface EdgeRequest {
  name: string;
  request: RawRequest;
  /** The status the server code must answer with. */
  status?: number;
  /** Refused by Node's parser (`431`/`400` without body); acceptable, but not a problem+json. */
  nodeParser?: number;
}

const KEY: [string, string] = ['X-API-Key', API_KEY];
const JSON_TYPE: [string, string] = ['Content-Type', 'application/json'];
/** Operations the fuzz server implements: one with an optional JSON body, one with a path parameter. */
export const BODY_OP = '/api/bundles';
const param = (value: string) => `/api/bundles/${value}/termsOfUse`;
const DEPTH = 100_000;
const ONE_MIB = 1024 * 1024;

export const EDGE_REQUESTS: EdgeRequest[] = [
  { name: 'invalid JSON', request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: '{"a":' }, status: 400 },
  {
    name: `${DEPTH} unclosed [`,
    request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: '['.repeat(DEPTH) },
    status: 400,
  },
  {
    name: `${DEPTH}-deep nested arrays (valid JSON)`,
    request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
    status: 200,
  },
  {
    name: `${DEPTH / 2}-deep nested objects (valid JSON)`,
    request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: `${'{"a":'.repeat(DEPTH / 2)}1${'}'.repeat(DEPTH / 2)}` },
    status: 200,
  },
  {
    name: 'body over the limit with Content-Length',
    request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: Buffer.alloc(ONE_MIB + 1, 0x20) },
    status: 413,
  },
  {
    name: 'body over the limit, chunked',
    request: { method: 'POST', target: BODY_OP, headers: [KEY, JSON_TYPE], body: Buffer.alloc(2 * ONE_MIB, 0x20), chunked: true },
    status: 413,
  },
  {
    name: 'JSON sent as text/plain',
    request: { method: 'POST', target: BODY_OP, headers: [KEY, ['Content-Type', 'text/plain']], body: '{}' },
    status: 415,
  },
  { name: 'JSON without Content-Type', request: { method: 'POST', target: BODY_OP, headers: [KEY], body: '{}' }, status: 415 },
  { name: 'lone % in a path value', request: { method: 'GET', target: param('%'), headers: [KEY] }, status: 400 },
  { name: '%zz in a path value', request: { method: 'GET', target: param('a%zz'), headers: [KEY] }, status: 400 },
  { name: 'overlong UTF-8 %C0%AF', request: { method: 'GET', target: param('%C0%AF'), headers: [KEY] }, status: 400 },
  { name: 'NUL %00 in a path value', request: { method: 'GET', target: param('a%00b'), headers: [KEY] }, status: 200 },
  { name: 'encoded dot segment %2e%2e', request: { method: 'GET', target: param('%2e%2e'), headers: [KEY] }, status: 200 },
  { name: 'absolute-form target', request: { method: 'GET', target: 'http://evil.example/api/bundles', headers: [KEY] }, status: 404 },
  { name: 'asterisk-form target', request: { method: 'OPTIONS', target: '*', headers: [KEY] }, status: 404 },
  { name: 'unknown API version', request: { method: 'GET', target: '/api/bundles', headers: [KEY, ['Accept', 'application/vnd.illumina.v99+json']] }, status: 406 },
  { name: 'prototype-named segment', request: { method: 'GET', target: '/api/__proto__/constructor', headers: [KEY] }, status: 404 },
  {
    name: 'URL of 20 KB',
    request: { method: 'GET', target: `/api/bundles/${'a'.repeat(20 * 1024)}`, headers: [KEY] },
    nodeParser: 431,
  },
  {
    name: 'header of 20 KB',
    request: { method: 'GET', target: '/api/bundles', headers: [KEY, ['X-Padding', 'p'.repeat(20 * 1024)]] },
    nodeParser: 431,
  },
  {
    name: '3000 headers',
    request: { method: 'GET', target: '/api/bundles', headers: [KEY, ...Array.from({ length: 3000 }, (_, i): [string, string] => [`X-H${i}`, 'v'])] },
    nodeParser: 431,
  },
  {
    name: 'raw UTF-8 bytes in the target',
    request: { method: 'GET', target: Buffer.from('/api/bundles/é', 'utf8').toString('latin1'), headers: [KEY] },
    nodeParser: 400,
  },
  { name: 'unknown method token', request: { method: 'BREW', target: '/api/bundles', headers: [KEY] }, nodeParser: 400 },
  { name: 'no Host header', request: { method: 'GET', target: '/api/bundles', headers: [KEY], omitHost: true }, nodeParser: 400 },
  {
    name: 'Content-Length and chunked together (smuggling shape)',
    request: {
      method: 'POST',
      target: BODY_OP,
      raw: Buffer.from(
        `POST ${BODY_OP} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      ),
    },
    nodeParser: 400,
  },
  {
    name: 'control character in a header value',
    request: { method: 'GET', target: '/api/bundles', headers: [KEY, ['X-Evil', 'a\u0001b']] },
    nodeParser: 400,
  },
];
