/**
 * The node:http transport (templates/server/core/node-handler.ts) over real loopback HTTP: HEAD
 * for each kind of body, bodies an earlier Express/Connect middleware already read, `next` on
 * unmatched paths and on failure, and a response some other code already started.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HandlerInput, reply } from '../../../templates/server/core/handler.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { createNodeListener, type NodeListener } from '../../../templates/server/core/node-handler.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import { loadManifestApi } from './support/api.ts';
import { request, type TestResponse } from './support/http.ts';
import { connectChain, listen, mount, type Middleware, type RunningServer } from './support/servers.ts';

// A response that never comes fails its test soon, not at the suite's 30 s.
vi.setConfig({ testTimeout: 5_000 });

const { service: manifestService } = await loadManifestApi();
/** The manifest's service, with createProject's body required: a missing body is then a 400. */
const service = {
  ...manifestService,
  routes: manifestService.routes.map((route) =>
    route.handler === 'createProject' ? { ...route, body: { ...route.body!, required: true } } : route,
  ),
};
const KEY = { 'x-api-key': 'k' };
const JSON_BODY = { ...KEY, 'content-type': 'application/json' };
const base: ServerOptions = { verifyApiKey: () => ({ subject: 's' }), onError: () => {} };

/** Reads of the last stream handed out, and whether it was destroyed. */
const streamed = { reads: 0, stream: undefined as Readable | undefined };
function countingStream(): Readable {
  streamed.reads = 0;
  let sent = false;
  const stream = new Readable({
    read() {
      streamed.reads++;
      this.push(sent ? null : Buffer.from('streamed bytes'));
      sent = true;
    },
  });
  streamed.stream = stream;
  return stream;
}

const handlers = {
  getProject: ({ params }: HandlerInput) => {
    if (params.projectId === 'bytes') return new Uint8Array(Buffer.from('raw bytes'));
    if (params.projectId === 'stream') return countingStream();
    if (params.projectId === 'fails') throw new Error('handler failed');
    if (params.projectId === 'rejects') return Promise.reject(new Error('handler rejected'));
    // node:http refuses to write a status past 999: writing the response fails.
    if (params.projectId === 'unwritable') return reply(1000, { id: 'x' });
    // A header value with a line break is caught before that, as the handler's bug.
    if (params.projectId === 'two-lines') return reply(200, { id: 'x' }, { 'x-note': 'two\nlines' });
    return { id: params.projectId };
  },
  createProject: ({ body }: HandlerInput) => ({ body: body ?? 'none' }),
};

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function serve(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  httpOptions: { rejectNonStandardBodyWrites?: boolean } = {},
): Promise<string> {
  const server = await listen(createServer(httpOptions, handle), '');
  running.push(server);
  return server.url;
}

function listener(options: ServerOptions = {}): NodeListener {
  return createNodeListener(service, handlers, { ...base, ...options });
}

/** The request, or the error the client saw when the server cut the connection. */
function attempt(url: string, method: string, path: string, init = {}): Promise<TestResponse | Error> {
  return request(url, method, path, init).catch((error: Error) => error);
}

describe('HEAD', () => {
  // Such a server throws when a body is written to a HEAD response instead of dropping it.
  const strict = { rejectNonStandardBodyWrites: true };

  const cases: { given: string; want: { type: string; length: string | undefined; get: string } }[] = [
    { given: 'p1', want: { type: 'application/vnd.illumina.v3+json', length: '11', get: '{"id":"p1"}' } },
    { given: 'bytes', want: { type: 'application/octet-stream', length: '9', get: 'raw bytes' } },
    { given: 'stream', want: { type: 'application/octet-stream', length: undefined, get: 'streamed bytes' } },
  ];
  for (const { given, want } of cases) {
    it(`answers GET /api/projects/${given} with its body, and HEAD with its headers only`, async () => {
      const handle = listener();
      const url = await serve((req, res) => handle(req, res), strict);
      const got = await request(url, 'GET', `/api/projects/${given}`, { headers: KEY });
      expect([got.status, got.text, got.headers['content-length']]).toEqual([200, want.get, want.length]);
      const head = await attempt(url, 'HEAD', `/api/projects/${given}`, { headers: KEY });
      expect(head).not.toBeInstanceOf(Error);
      const { status, text, headers } = head as TestResponse;
      expect([status, text, headers['content-length']]).toEqual([200, '', want.length]);
      expect(headers['content-type']).toContain(want.type.split('/')[0]);
    });
  }

  it('does not read a streamed body for HEAD, and releases it', async () => {
    const handle = listener();
    const url = await serve((req, res) => handle(req, res));
    const head = await request(url, 'HEAD', '/api/projects/stream', { headers: KEY });
    expect([head.status, head.text]).toEqual([200, '']);
    expect([streamed.reads, streamed.stream?.destroyed]).toEqual([0, true]);
  });
});

/** Middleware that reads the whole request body first, as a body parser does, then sets `req.body`. */
function bodyParser(parse: ((raw: Buffer) => unknown) | undefined): Middleware {
  return (req, _res, next) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (parse) (req as IncomingMessage & { body?: unknown }).body = parse(Buffer.concat(chunks));
      next();
    });
  };
}

describe('a body an earlier middleware already read', () => {
  const cases: { given: string; parser: Middleware; want: { status: number; body?: unknown } }[] = [
    { given: 'raw text (express.text())', parser: bodyParser((raw) => raw.toString('utf8')), want: { status: 200, body: { body: { name: 'p' } } } },
    { given: 'raw bytes (express.raw())', parser: bodyParser((raw) => raw), want: { status: 200, body: { body: { name: 'p' } } } },
    { given: 'a parsed value (express.json())', parser: bodyParser((raw) => ({ parsed: JSON.parse(raw.toString('utf8')) })), want: { status: 200, body: { body: { parsed: { name: 'p' } } } } },
    { given: 'nothing left behind', parser: bodyParser(undefined), want: { status: 400 } },
    {
      // body-parser sets `req.body = {}` for a type it does not parse, and leaves the stream unread.
      given: 'an empty default, the stream unread',
      parser: (req, _res, next) => (((req as IncomingMessage & { body?: unknown }).body = {}), next()),
      want: { status: 200, body: { body: { name: 'p' } } },
    },
  ];
  for (const { given, parser, want } of cases) {
    it(`uses ${given}`, async () => {
      const url = await serve(connectChain([parser, listener()]));
      const response = await request(url, 'POST', '/api/projects', { headers: JSON_BODY, body: '{"name":"p"}' });
      expect(response.status, response.text).toBe(want.status);
      if (want.body) expect(response.json()).toEqual(want.body);
    });
  }
});

describe('next', () => {
  /** A chain whose final middleware records what fell through to it. */
  async function chained(next: object = handlers) {
    const reached: string[] = [];
    const last: Middleware = (req, res) => {
      reached.push(req.url ?? '');
      res.end('fell through');
    };
    const url = await serve(connectChain([mount('/rest', createNodeListener(service, next, base)), last]));
    return { url, reached };
  }

  it('is called for a path no operation matches, and not for one that matches', async () => {
    const { url, reached } = await chained();
    expect((await request(url, 'GET', '/rest/api/unknown')).text).toBe('fell through');
    expect((await request(url, 'GET', '/rest/api/projects/p1', { headers: KEY })).json()).toEqual({ id: 'p1' });
    expect(reached).toEqual(['/rest/api/unknown']);
  });

  it('is not called for a 404 an operation answers', async () => {
    const missing = () => {
      throw new HttpProblem(404, { kind: 'not-found', detail: 'No such project.' });
    };
    const { url, reached } = await chained({ getProject: missing });
    const response = await request(url, 'GET', '/rest/api/projects/p1', { headers: KEY });
    expect(response.json()).toMatchObject({ status: 404, detail: 'No such project.' });
    expect(reached).toEqual([]);
  });

  // An `onError` that throws is the one failure dispatch cannot turn into a response itself.
  const throwingOnError: ServerOptions = {
    onError: (error) => {
      throw new Error(`logging failed: ${(error as Error).message}`);
    },
  };
  for (const id of ['fails', 'rejects']) {
    it(`gets the error when the response cannot be made (${id})`, async () => {
      const errors: unknown[] = [];
      const handle = listener(throwingOnError);
      const url = await serve((req, res) =>
        handle(req, res, (error) => {
          errors.push(error);
          res.statusCode = 502;
          res.end('passed on');
        }),
      );
      const response = await request(url, 'GET', `/api/projects/${id}`, { headers: KEY });
      expect([response.status, response.text]).toEqual([502, 'passed on']);
      expect(errors.map((error) => (error as Error).message)).toEqual([`logging failed: handler ${id === 'fails' ? 'failed' : 'rejected'}`]);
    });

    it(`without next, cuts the connection when the response cannot be made (${id})`, async () => {
      const handle = listener(throwingOnError);
      const url = await serve((req, res) => handle(req, res));
      const outcome = await attempt(url, 'GET', `/api/projects/${id}`, { headers: KEY });
      expect(outcome).toBeInstanceOf(Error);
    });
  }
});

describe('a response node:http refuses to write', () => {
  it('passes the error to next', async () => {
    const errors: unknown[] = [];
    const handle = listener();
    const url = await serve((req, res) =>
      handle(req, res, (error) => {
        errors.push(error);
        res.statusCode = 502;
        res.end('passed on');
      }),
    );
    const response = await request(url, 'GET', '/api/projects/unwritable', { headers: KEY });
    expect([response.status, response.text]).toEqual([502, 'passed on']);
    expect(errors).toMatchObject([{ code: 'ERR_HTTP_INVALID_STATUS_CODE' }]);
  });

  it('without next, cuts the connection', async () => {
    const handle = listener();
    const url = await serve((req, res) => handle(req, res));
    expect(await attempt(url, 'GET', '/api/projects/unwritable', { headers: KEY })).toBeInstanceOf(Error);
  });

  it('a header value it could not write is answered 500, the connection kept', async () => {
    const handle = listener();
    const url = await serve((req, res) => handle(req, res));
    const response = await request(url, 'GET', '/api/projects/two-lines', { headers: KEY });
    expect(response.status).toBe(500);
  });
});

describe('a response already started elsewhere', () => {
  it('is left to whoever started it', async () => {
    const handle = listener();
    const url = await serve((req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.write('busy');
      handle(req, res);
      res.end();
    });
    const response = await request(url, 'GET', '/api/projects/p1', { headers: KEY });
    expect([response.status, response.text]).toEqual([503, 'busy']);
  });
});

describe('the request as the framework left it', () => {
  it('names the path in `instance` when `originalUrl` is empty', async () => {
    const handle = listener();
    const url = await serve((req, res) => {
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = '';
      handle(req, res);
    });
    const response = await request(url, 'GET', '/api/unknown');
    expect(response.json()).toMatchObject({ status: 404, instance: '/api/unknown' });
  });

  it('reads a request without a method as GET', async () => {
    const handle = listener();
    const url = await serve((req, res) => handle(Object.assign(req, { method: undefined }), res));
    const response = await request(url, 'POST', '/api/projects/p1', { headers: KEY });
    expect(response.json()).toEqual({ id: 'p1' });
  });

  it('reads a request without a URL as /', async () => {
    const handle = listener();
    const url = await serve((req, res) => handle(Object.assign(req, { url: undefined }), res));
    const response = await request(url, 'GET', '/api/projects/p1', { headers: KEY });
    expect(response.json()).toMatchObject({ status: 404, instance: '/' });
  });
});
