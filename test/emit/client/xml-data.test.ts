/**
 * XML payloads of data in the generated client, over loopback HTTP: an object body of an XML
 * media type goes out as the document its `xml` hints shape (attributes, wrapped lists,
 * namespaces), and a response whose preferred media type is XML of data comes back as that data,
 * typed by its schema: integers, booleans, lists even of one element. Against the generated
 * server the client's document is read back as the data it was written from, and the server's
 * answer likewise; against a plain server answering AWS-style XML (a namespace, one list item)
 * the data is what the schema says. The caller's own XML text still goes out as it is; XML that
 * does not parse is a ResponseParseError saying where; XML of a string stays text.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, type GeneratedApi } from '../../contract/support/generated-api.ts';
import { manifestHead } from '../../helpers/manifest-head.ts';
import { tempDir } from '../../helpers/tmp.ts';

const MANIFEST = `${manifestHead('xmldata', 'XmlData')}
operations:
  - { name: list_items, group: items, method: GET, path: /items, summary: A root list., response: { content: { application/xml: { schema: { type: array, items: { $ref: Item } } } } } }
  - name: put_item
    group: items
    method: PUT
    path: /items/{id}
    summary: An XML body of data, answered as XML.
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    requestBody: { required: true, content: { application/xml: { schema: { $ref: Item } } } }
    response: { content: { application/xml: { schema: { $ref: Item } } } }
  - { name: get_json, group: items, method: GET, path: /json, summary: JSON first., response: { content: { application/json: { schema: { $ref: Item } }, application/xml: { schema: { $ref: Item } } } } }
  - { name: get_name, group: items, method: GET, path: /name, summary: XML of a string., response: { content: { application/xml: { schema: { type: string } } } } }
schemas:
  Item:
    type: object
    xml: { name: item, namespace: "urn:example:items" }
    required: [id]
    properties:
      id: { type: integer, xml: { attribute: true } }
      name: { type: string }
      active: { type: boolean }
      price: { type: number }
      tags: { type: array, xml: { wrapped: true, name: Tags }, items: { type: string, xml: { name: Tag } } }
      parts: { type: array, items: { $ref: Part } }
  Part:
    type: object
    properties:
      code: { type: string, xml: { name: Code } }
      count: { type: integer }
`;

type Item = { id: number; name?: string; active?: boolean; price?: number; tags?: string[]; parts?: { code?: string; count?: number }[] };
interface Items {
  listItems(): Promise<Item[]>;
  putItem(params: { id: string; body: Item | string }): Promise<Item>;
  getJson(): Promise<Item>;
  getName(): Promise<string>;
}
interface ClientModule {
  XmldataClient: new (options: object) => { items: Items };
  ResponseParseError: new (...args: never[]) => Error;
}

const ITEM: Item = { id: 7, name: 'a & <b> "c"', active: true, price: 2.5, tags: ['x'], parts: [{ code: 'P1', count: 2 }] };

let generated: GeneratedApi;
let client: ClientModule;
let http: Server;
let base: string;
/** The last request the client sent: its Content-Type and body, as handed to fetch. */
let received: { contentType?: string | null; text: unknown } = { text: '' };
/** What each plain route answers (`/raw/...`), with its Content-Type. */
const raw: Record<string, [string, string]> = {};
const seen: unknown[] = [];

beforeAll(async () => {
  const work = tempDir('client-xml-data');
  writeFileSync(`${work}/xml.yaml`, MANIFEST);
  generated = await generateApi(`${work}/xml.yaml`, ['client', 'server']);
  client = await generated.importClient<ClientModule>();
  const server = await generated.importServer<{ createHandler(handlers: object, options?: object): (req: IncomingMessage, res: unknown) => void }>();
  const handle = server.createHandler(
    {
      listItems: () => [ITEM],
      putItem: ({ body }: { body: Item }) => (seen.push(body), body),
      getJson: () => ITEM,
      getName: () => 'plain <name>',
    },
    { validateResponses: true },
  );
  http = createServer((req, res) => {
    const answer = raw[req.url ?? ''];
    if (answer) res.writeHead(200, { 'content-type': answer[0] }).end(answer[1]);
    else handle(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  generated?.remove();
});

const items = (path?: string) =>
  new client.XmldataClient({
    baseURL: path ? `${base}${path}` : base,
    maxRetries: 0,
    onRequest: ({ init }: { init: RequestInit & { headers: Headers } }) => void (received = { contentType: init.headers.get('content-type'), text: init.body }),
  }).items;

describe('client XML of data against the generated server', () => {
  it('sends an object body as the document its hints shape, which the server reads back as the data', async () => {
    seen.length = 0;
    const answer = await items().putItem({ id: '7', body: ITEM });
    expect(received.contentType).toBe('application/xml');
    expect(received.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<item xmlns="urn:example:items" id="7"><name>a &amp; &lt;b&gt; "c"</name><active>true</active><price>2.5</price>' +
        '<Tags><Tag>x</Tag></Tags><parts><Code>P1</Code><count>2</count></parts></item>',
    );
    expect(seen).toEqual([ITEM]);
    expect(answer).toEqual(ITEM);
  });

  it('reads a root list of one item as a list', async () => {
    expect(await items().listItems()).toEqual([ITEM]);
  });

  it("sends the caller's own XML text as it is", async () => {
    const text = '<item id="3"><name>own</name></item>';
    expect(await items().putItem({ id: '3', body: text })).toEqual({ id: 3, name: 'own' });
    expect(received.text).toBe(text);
  });

  it('reads JSON where JSON is preferred, and XML of a string as text', async () => {
    expect(await items().getJson()).toEqual(ITEM);
    expect(await items().getName()).toBe('plain <name>');
  });
});

describe('client XML of data from a plain server', () => {
  it('maps namespaced, prefixed XML with comments, CDATA and references to the typed data', async () => {
    raw['/ns/items'] = [
      'text/xml; charset=utf-8',
      `<?xml version="1.0"?>
<!-- one item only -->
<s:ListResult xmlns:s="urn:example:items">
  <s:item id="12">
    <s:name><![CDATA[x < y]]> &#38; z</s:name>
    <s:active>false</s:active>
    <s:price> 10 </s:price>
    <s:Tags><s:Tag>only</s:Tag></s:Tags>
    <s:parts><s:Code>Q</s:Code><s:count>1</s:count><s:extra>kept</s:extra></s:parts>
  </s:item>
</s:ListResult>`,
    ];
    expect(await items('/ns').listItems()).toEqual([{ id: 12, name: 'x < y & z', active: false, price: 10, tags: ['only'], parts: [{ code: 'Q', count: 1, extra: 'kept' }] }]);
  });

  it('fails with a ResponseParseError naming the line and column of XML that does not parse', async () => {
    raw['/bad/items'] = ['application/xml', '<list>\n  <item id="1">\n</list>'];
    const failure = await items('/bad').listItems().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(client.ResponseParseError);
    expect((failure as Error).message).toBe('list_items: the 200 response is not XML the client can read: expected </item>, found </list> (line 3, column 1)');
  });

  it('refuses a DOCTYPE, so no entity of the document is expanded', async () => {
    raw['/dtd/items'] = ['application/xml', '<!DOCTYPE list [<!ENTITY e "boom">]><list><item id="1"><name>&e;</name></item></list>'];
    const failure = await items('/dtd').listItems().catch((error: unknown) => error);
    expect((failure as Error).message).toContain('a DOCTYPE is not accepted');
  });

  it('reads a JSON answer of an XML-first operation as JSON', async () => {
    raw['/json/items'] = ['application/json', JSON.stringify([{ id: 1 }])];
    expect(await items('/json').listItems()).toEqual([{ id: 1 }]);
  });
});
