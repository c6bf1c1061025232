/**
 * A loopback HTTP client on node:http rather than fetch: fetch would transparently gunzip and
 * normalise headers, and these tests need to see exactly what went over the wire.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw body bytes, still compressed if the server compressed them. */
  body: Buffer;
  text: string;
  json<T = any>(): T;
}

export interface RequestInit {
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export function request(
  baseUrl: string,
  method: string,
  path: string,
  init: RequestInit = {},
): Promise<TestResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        // Kept verbatim: percent-encoding in the path is part of what is being tested.
        path: `${base.pathname.replace(/\/$/, '')}${path}`,
        headers: init.headers,
        // No pooling, so every server a test starts can close without waiting for idle sockets.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
