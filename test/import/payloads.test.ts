/**
 * Given one OpenAPI operation, want this manifest `requestBody`, `response` or `parameters` and
 * these warnings: every media type of a content map with its encoding, the success status, and
 * parameter styles, each written only where it differs from the default, and what the loader
 * would refuse settled (dropped or mapped) with a warning.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';

const ok = { '200': { description: 'OK' } };
const pet = { type: 'object', properties: { name: { type: 'string' } } };
const upload = { type: 'object', properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, file: { type: 'string', format: 'binary' } } };
const binary = { type: 'string', format: 'binary' };

/** Imports `path` with this path item; also `/vendor` when a versioned vendor type is wanted as the API's default. */
function importPathItem(pathItem: Record<string, unknown>, withVendorOperation = false, path = '/things') {
  const vendor = { get: { responses: { '200': { description: 'OK', content: { 'application/vnd.acme.v2+json': { schema: pet } } } } } };
  const result = importOpenApi({
    openapi: '3.0.3',
    info: { title: 'T' },
    servers: [{ url: 'https://t.example' }],
    paths: { [path]: pathItem, ...(withVendorOperation ? { '/vendor': vendor } : {}) },
    components: { schemas: { Pet: pet, FileContent: { type: 'string', format: 'binary' } } },
  });
  const { name: _name, method: _method, path: _path, group: _group, summary: _summary, ...operation } = result.manifest.operations[0]!;
  return { operation, warnings: result.warnings.map((w) => `${w.pointer}: ${w.message}`), manifest: result.manifest };
}

const post = (requestBody: unknown) => ({ post: { requestBody, responses: ok } });
const respond = (responses: unknown, method = 'get') => ({ [method]: { responses } });
const param = (p: Record<string, unknown>) => ({ get: { parameters: [p], responses: ok } });
const at = (rest: string) => `/paths/~1things/${rest}`;

describe('request bodies', () => {
  it.each([
    {
      name: 'keeps every media type in document order, the JSON one first, with its encoding',
      given: post({
        content: {
          'application/xml': { schema: pet },
          'application/json': { schema: pet },
          'multipart/form-data': { schema: upload, encoding: { file: { contentType: 'image/png, image/jpeg' }, title: { style: 'form' } } },
        },
      }),
      want: { requestBody: { content: { 'application/json': { schema: pet }, 'application/xml': { schema: pet }, 'multipart/form-data': { schema: upload, encoding: { file: { contentType: 'image/png, image/jpeg' } } } } } },
      warnings: [],
    },
    {
      name: 'writes one media type in the short form',
      given: post({ required: true, content: { 'application/x-www-form-urlencoded': { schema: pet } } }),
      want: { requestBody: { required: true, mediaType: 'application/x-www-form-urlencoded', schema: pet } },
      warnings: [],
    },
    {
      name: 'drops a GET body',
      given: { get: { requestBody: { content: { 'application/json': { schema: pet } } }, responses: ok } },
      want: {},
      warnings: [`${at('get/requestBody')}: a GET request cannot carry a body (fetch refuses to send one); the body is ignored`],
    },
    {
      name: 'maps wildcard ranges to raw bytes, or to JSON when the schema is structured',
      given: post({ content: { 'image/*': { schema: binary }, 'application/*': { schema: pet } } }),
      want: { requestBody: { content: { 'application/json': { schema: pet }, 'application/octet-stream': { schema: binary } } } },
      warnings: [
        `${at('post/requestBody/content/image~1*')}: the media type range "image/*" is imported as "application/octet-stream" (raw bytes)`,
        `${at('post/requestBody/content/application~1*')}: the media type range "application/*" is imported as "application/json", which its schema describes`,
      ],
    },
    {
      name: 'keeps parameters as written; drops a charset other than UTF-8 and a multipart boundary with a warning',
      given: post({
        content: {
          'application/json;charset=UTF-8': { schema: pet },
          'text/plain; charset=iso-8859-1': {},
          'text/csv; Charset = "utf-8"; header=present': {},
          'application/vnd.waterlinked.poi+json; type=collection': { schema: pet },
          'multipart/form-data; boundary=xyz': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
        },
      }),
      want: {
        requestBody: {
          content: {
            'application/json;charset=UTF-8': { schema: pet },
            'text/plain': {},
            'text/csv; Charset="utf-8"; header=present': {},
            'application/vnd.waterlinked.poi+json; type=collection': { schema: pet },
            'multipart/form-data': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
          },
        },
      },
      warnings: [
        `${at('post/requestBody/content/text~1plain; charset=iso-8859-1')}: media type parameters (charset=iso-8859-1) are not supported; imported as "text/plain"`,
        `${at('post/requestBody/content/multipart~1form-data; boundary=xyz')}: media type parameters (boundary=xyz) are not supported; imported as "multipart/form-data"`,
      ],
    },
    {
      name: 'drops a charset whose quote is left open, with a warning, as the manifest would refuse it',
      given: post({ content: { 'application/json; charset="utf-8': { schema: pet } } }),
      want: { requestBody: { schema: pet } },
      warnings: [`${at('post/requestBody/content/application~1json; charset="utf-8')}: media type parameters (charset="utf-8) are not supported; imported as "application/json"`],
    },
    {
      name: 'takes two keys of one media type, with and without a charset, as one (Zuora lists both)',
      given: post({ content: { 'application/json': { schema: pet }, 'application/json; charset=utf-8': { schema: pet } } }),
      want: { requestBody: { schema: pet } },
      warnings: [],
    },
    {
      name: 'ignores keys that are not media types',
      given: post({ content: { json: { schema: pet }, 'application/json': { schema: pet } } }),
      want: { requestBody: { schema: pet } },
      warnings: [`${at('post/requestBody/content/json')}: "json" is not a media type; ignored`],
    },
    {
      name: 'drops encodings the manifest or the runtime cannot honour',
      given: post({
        content: {
          'application/x-www-form-urlencoded': {
            schema: upload,
            encoding: { missing: { contentType: 'text/plain' }, tags: { style: 'pipeDelimited', allowReserved: true }, title: { style: 'spaceDelimited', headers: {} }, file: { style: 'matrix' } },
          },
        },
      }),
      want: { requestBody: { content: { 'application/x-www-form-urlencoded': { schema: upload, encoding: { tags: { style: 'pipeDelimited' }, title: { style: 'spaceDelimited' } } } } } },
      warnings: [
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/encoding/missing')}: the encoding of "missing", which is not a property of the schema, is ignored`,
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/encoding/tags/allowReserved')}: encoding field "allowReserved" is not supported; ignored`,
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/encoding/tags')}: style "pipeDelimited" with explode false is kept, but the generated client does not apply it to body fields`,
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/encoding/title/headers')}: encoding field "headers" is not supported; ignored`,
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/encoding/file/style')}: style "matrix" cannot be used in a body; the default "form" applies`,
      ],
    },
    {
      name: 'keeps deepObject quietly on a form field, which the client brackets, and warns of it on a multipart part',
      given: post({
        content: {
          'application/x-www-form-urlencoded': { schema: upload, encoding: { tags: { style: 'deepObject' } } },
          'multipart/form-data': { schema: upload, encoding: { tags: { style: 'deepObject' } } },
        },
      }),
      want: {
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': { schema: upload, encoding: { tags: { style: 'deepObject' } } },
            'multipart/form-data': { schema: upload, encoding: { tags: { style: 'deepObject' } } },
          },
        },
      },
      warnings: [`${at('post/requestBody/content/multipart~1form-data/encoding/tags')}: style "deepObject" with explode false is kept, but the generated client does not apply it to body fields`],
    },
    {
      // Jira's columns (a list of ids), its attachment (one file), and a $ref to a list; objects, allOf and refs to them name fields.
      name: 'keeps a form or multipart schema that names no fields, and warns that the caller builds the fields',
      given: {
        post: { requestBody: { content: { 'multipart/form-data': { schema: { type: 'array', items: { type: 'string' } } }, 'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/FileContent' } } } }, responses: ok },
        put: { requestBody: { content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/Pet' } }, 'application/x-www-form-urlencoded': { schema: { allOf: [pet] } } } }, responses: ok },
      },
      want: {
        requestBody: {
          content: {
            'multipart/form-data': { schema: { type: 'array', items: { type: 'string' } } },
            'application/x-www-form-urlencoded': { schema: { $ref: 'FileContent' } },
          },
        },
      },
      warnings: [
        `${at('post/requestBody/content/multipart~1form-data/schema')}: a multipart body names its fields by an object's properties, and this schema is a list, which names none: the client takes a FormData the caller builds, and the server checks none of its fields`,
        `${at('post/requestBody/content/application~1x-www-form-urlencoded/schema')}: a form body names its fields by an object's properties, and this schema is a string, which names none: the client takes a URLSearchParams the caller builds, and the server checks none of its fields`,
      ],
    },
    {
      name: 'ignores an encoding on a JSON body, as OpenAPI does',
      given: post({ content: { 'application/json': { schema: pet, encoding: { name: { contentType: 'text/plain' } } } } }),
      want: { requestBody: { schema: pet } },
      warnings: [`${at('post/requestBody/content/application~1json/encoding')}: "encoding" applies to form and multipart bodies only; ignored`],
    },
  ])('$name', ({ given, want, warnings }) => {
    const result = importPathItem(given);
    expect({ requestBody: result.operation.requestBody }).toEqual({ requestBody: undefined, ...want });
    expect(result.warnings).toEqual(warnings);
  });

  it('writes application/json where the API default is a versioned vendor type, and the template for its versions', () => {
    const plain = importPathItem(post({ content: { 'application/json': { schema: pet } } }), true);
    expect(plain.manifest.media.success).toBe('application/vnd.acme.v{version}+json');
    expect(plain.operation.requestBody).toEqual({ mediaType: 'application/json', schema: pet });
    const versioned = importPathItem(post({ content: { 'application/vnd.acme.v1+json': { schema: pet }, 'application/vnd.acme.v2+json': { schema: pet }, 'multipart/form-data': { schema: upload } } }), true);
    expect(versioned.operation).toMatchObject({ requestBody: { content: { 'application/vnd.acme.v{version}+json': { schema: pet }, 'multipart/form-data': { schema: upload } } } });
    expect(versioned.warnings).toEqual([]);
  });
});

describe('success responses', () => {
  it.each([
    {
      name: 'keeps a 201 status',
      given: respond({ '201': { description: 'Created', content: { 'application/json': { schema: pet } } } }, 'post'),
      want: { status: 201, description: 'Created', schema: pet },
      warnings: [],
    },
    {
      name: 'chooses the lowest of several 2xx and keeps the others as also',
      given: respond({ '202': { description: 'Accepted' }, '200': { description: 'OK' }, '201': { description: 'Created' } }),
      want: { description: 'OK', also: { 201: { description: 'Created' }, 202: { description: 'Accepted' } } },
      warnings: [],
    },
    {
      name: 'drops the content of a 204',
      given: respond({ '204': { description: 'Gone', content: { 'application/json': { schema: pet } } } }, 'delete'),
      want: { status: 204, description: 'Gone' },
      warnings: [`${at('delete/responses/204/content')}: a 204 response has no body; its content is ignored`],
    },
    {
      // S3's HeadObject: what it tells is in its headers; content there describes the GET's body.
      name: 'drops the content of a HEAD response, keeping its headers and other statuses',
      given: respond(
        {
          '200': { description: 'Found', headers: { ETag: { schema: { type: 'string' } } }, content: { 'application/json': { schema: pet } } },
          '206': { description: 'Partial', content: { 'application/json': { schema: pet } } },
        },
        'head',
      ),
      want: { description: 'Found', also: { 206: { description: 'Partial' } }, headers: { ETag: {} } },
      warnings: [
        `${at('head/responses/200/content')}: a HEAD response has no body; its content is ignored`,
        `${at('head/responses/206/content')}: a HEAD response has no body; its content is ignored`,
      ],
    },
    {
      name: 'keeps binary and text types, JSON first',
      given: respond({ '200': { description: 'OK', content: { 'text/csv': { schema: { type: 'string' } }, 'application/pdf': { schema: binary }, 'application/json': { schema: pet, example: { name: 'Rex' } } } } }),
      want: { description: 'OK', content: { 'application/json': { schema: pet }, 'text/csv': { schema: { type: 'string' } }, 'application/pdf': { schema: binary } }, example: { name: 'Rex' } },
      warnings: [],
    },
    {
      name: 'keeps one binary type under content',
      given: respond({ '200': { description: 'OK', content: { 'image/png': { schema: binary } } } }),
      want: { description: 'OK', content: { 'image/png': { schema: binary } } },
      warnings: [],
    },
    {
      name: 'maps the any-type range by its schema',
      given: respond({ '200': { description: 'OK', content: { '*/*': { schema: { $ref: '#/components/schemas/Pet' } } } } }),
      want: { description: 'OK', schema: { $ref: 'Pet' } },
      warnings: [`${at('get/responses/200/content/*~1*')}: the media type range "*/*" is imported as "application/json", which its schema describes`],
    },
    {
      // Wordnik's scrabble score: a number, not bytes; JSON is how a number travels.
      name: 'maps the any-type range of a number to JSON',
      given: respond({ '200': { description: 'OK', content: { '*/*': { schema: { type: 'integer', format: 'int64' } } } } }),
      want: { description: 'OK', schema: { type: 'integer', format: 'int64' } },
      warnings: [`${at('get/responses/200/content/*~1*')}: the media type range "*/*" is imported as "application/json", which its schema describes`],
    },
    {
      // Apicurio uploads a component that is a binary string under */*.
      name: 'keeps the any-type range of a binary component as bytes',
      given: respond({ '200': { description: 'OK', content: { '*/*': { schema: { $ref: '#/components/schemas/FileContent' } } } } }),
      want: { description: 'OK', content: { 'application/octet-stream': { schema: { $ref: 'FileContent' } } } },
      warnings: [`${at('get/responses/200/content/*~1*')}: the media type range "*/*" is imported as "application/octet-stream" (raw bytes)`],
    },
    {
      name: 'keeps the any-type range of text as bytes',
      given: respond({ '200': { description: 'OK', content: { '*/*': { schema: { type: 'string' } } } } }),
      want: { description: 'OK', content: { 'application/octet-stream': { schema: { type: 'string' } } } },
      warnings: [`${at('get/responses/200/content/*~1*')}: the media type range "*/*" is imported as "application/octet-stream" (raw bytes)`],
    },
    {
      // Superset's thumbnails: the server labels what it sends with a type inside the range.
      name: 'keeps a range of one type other than application, quietly',
      given: respond({ '200': { description: 'OK', content: { 'Image/*': { schema: binary } } } }),
      want: { description: 'OK', content: { 'image/*': { schema: binary } } },
      warnings: [],
    },
  ])('$name', ({ given, want, warnings }) => {
    const result = importPathItem({ ...given });
    expect(result.operation.response).toEqual(want);
    expect(result.warnings).toEqual(warnings);
  });

  it('writes application/json where the API default is a versioned vendor type', () => {
    const { operation } = importPathItem(respond({ '200': { description: 'OK', content: { 'application/json': { schema: pet } } } }), true);
    expect(operation.response).toEqual({ description: 'OK', content: { 'application/json': { schema: pet } } });
  });
});

describe('parameter styles', () => {
  const list = { type: 'array', items: { type: 'string' } };
  it.each([
    { name: 'query form, not exploded', given: { name: 'ids', in: 'query', explode: false, schema: list }, want: { explode: false }, warnings: [] },
    { name: 'query pipeDelimited', given: { name: 'ids', in: 'query', style: 'pipeDelimited', schema: list }, want: { style: 'pipeDelimited' }, warnings: [] },
    { name: 'query deepObject, exploded', given: { name: 'f', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' } }, want: { style: 'deepObject', explode: true }, warnings: [] },
    { name: 'the defaults, spelt out', given: { name: 'ids', in: 'query', style: 'form', explode: true, schema: list }, want: {}, warnings: [] },
    { name: 'header simple, exploded', given: { name: 'X-Ids', in: 'header', explode: true, schema: list }, want: { explode: true }, warnings: [] },
    {
      name: 'a style the location does not allow',
      given: { name: 'ids', in: 'query', style: 'simple', schema: list },
      want: {},
      warnings: [`${at('get/parameters/0/style')}: style "simple" is not allowed for a query parameter; the default "form" applies`],
    },
    {
      name: 'JSON text (`content: application/json`), its media type parameters dropped',
      given: { name: 'where', in: 'query', content: { 'application/json; charset=utf-8': { schema: { type: 'object' } } } },
      want: { contentType: 'application/json' },
      warnings: [],
    },
    {
      name: 'JSON text wins over a style beside it, which OpenAPI does not allow there',
      given: { name: 'where', in: 'query', style: 'deepObject', content: { 'application/vnd.acme+json': { schema: { type: 'object' } } } },
      want: { contentType: 'application/vnd.acme+json' },
      warnings: [],
    },
    {
      name: 'content of another media type: the schema kept, written as a plain parameter',
      given: { name: 'q', in: 'query', content: { 'text/plain': { schema: { type: 'string' } } } },
      want: {},
      warnings: [`${at('get/parameters/0/content')}: a parameter serialised as "text/plain" is not supported; its schema is kept, the encoding is not`],
    },
    {
      name: 'allowReserved, still unsupported',
      given: { name: 'q', in: 'query', allowReserved: true },
      want: {},
      warnings: [`${at('get/parameters/0/allowReserved')}: "allowReserved" is not supported; ignored`],
    },
  ])('$name', ({ given, want, warnings }) => {
    const result = importPathItem(param(given));
    const { name: _name, in: _in, schema: _schema, ...serialisation } = result.operation.parameters![0]!;
    expect(serialisation).toEqual(want);
    expect(result.warnings).toEqual(warnings);
  });

  it('keeps label and matrix path styles, reporting that the server reads simple segments', () => {
    const { operation, warnings } = importPathItem({ get: { parameters: [{ name: 'id', in: 'path', required: true, style: 'label' }], responses: ok } }, false, '/things/{id}');
    expect(operation).toMatchObject({ parameters: [{ name: 'id', in: 'path', style: 'label' }] });
    expect(warnings).toEqual([`/paths/~1things~1{id}/get/parameters/0/style: path style "label" is kept: the generated client writes it, but the generated server reads the value as a simple segment`]);
  });

  it('does not hoist a styled path parameter into pathParameters, which have no style', () => {
    const id = { name: 'id', in: 'path', required: true, explode: true };
    const { operation, manifest } = importPathItem({ parameters: [id], get: { responses: ok }, delete: { responses: ok } }, false, '/things/{id}');
    expect(manifest.pathParameters).toBeUndefined();
    expect(operation.parameters).toEqual([{ name: 'id', in: 'path', explode: true }]);
  });
});
