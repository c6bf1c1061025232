/**
 * HTTP/1.1 over a bare TCP socket. fetch and http.request refuse to send malformed requests
 * (bad percent-encoding is fine for them, but raw bytes, absolute-form targets, conflicting
 * length headers and oversize heads are not); a fuzzer needs to send exactly the bytes it means.
 * Every request uses its own connection with `Connection: close`, so a response ends when the
 * socket does and one bad request can never poison the next.
 */
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RawRequest {
  method: string;
  /** The request target, sent verbatim. */
  target: string;
  headers?: [string, string][];
  body?: Buffer | string;
  /** Send the body with chunked transfer-encoding instead of a Content-Length. */
  chunked?: boolean;
  /** Send no `Host` header (HTTP/1.1 requires one). */
  omitHost?: boolean;
  /** Bytes sent as they are, instead of building a request from the fields above. */
  raw?: Buffer;
}

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** Decoded (de-chunked, gunzipped) body text. */
  text: string;
}

const TIMEOUT_MS = 10_000;

export function encodeRequest(request: RawRequest, host: string): Buffer {
  if (request.raw) return request.raw;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const head = [`${request.method} ${request.target} HTTP/1.1`];
  if (!request.omitHost) head.push(`Host: ${host}`);
  for (const [name, value] of request.headers ?? []) head.push(`${name}: ${value}`);
  head.push('Connection: close');
  if (body && request.chunked) head.push('Transfer-Encoding: chunked');
  else if (body) head.push(`Content-Length: ${body.length}`);
  const parts = [Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1')];
  if (body && request.chunked) {
    for (let at = 0; at < body.length; at += 64 * 1024) {
      const chunk = body.subarray(at, at + 64 * 1024);
      parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from('0\r\n\r\n'));
  } else if (body) parts.push(body);
  return Buffer.concat(parts);
}

/**
 * Send `request` and read the answer. A server may answer early (413) and close while we are
 * still writing; whatever response arrived counts, and only "no response at all" is an error.
 */
export function sendRaw(port: number, request: RawRequest): Promise<RawResponse> {
  const bytes = encodeRequest(request, `127.0.0.1:${port}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const data = Buffer.concat(chunks);
      if (data.length > 0) {
        try {
          return resolve(parseResponse(data, request.method === 'HEAD'));
        } catch (parseError) {
          return reject(parseError as Error);
        }
      }
      reject(error ?? new Error(`no response to ${request.method} ${request.target.slice(0, 100)}`));
    };
    socket.setTimeout(TIMEOUT_MS, () => finish(new Error('timed out waiting for a response')));
    // No half-close after writing: node:http (httpAllowHalfOpen false) aborts requests whose
    // client sent FIN, so a server still verifying a JWT would never get to answer.
    // `Connection: close` makes the server close once it has answered.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
  });
}

function parseResponse(data: Buffer, head: boolean): RawResponse {
  const split = data.indexOf('\r\n\r\n');
  if (split === -1) throw new Error(`incomplete response head: ${data.toString('latin1', 0, 200)}`);
  const [statusLine, ...lines] = data.toString('latin1', 0, split).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`bad status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = head ? Buffer.alloc(0) : data.subarray(split + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  if (headers['content-encoding'] === 'gzip' && body.length > 0) body = gunzipSync(body);
  return { status, headers, text: body.toString('utf8') };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(body.toString('latin1', at, lineEnd), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
