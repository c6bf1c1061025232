/** `server/README.md`: how to mount the server, implement operations and configure it. */
import { takesJwt } from '../../ir/jwt-scheme.ts';
import { pathParamNames } from '../../ir/path-template.ts';
import { keyLocation } from '../../ir/key-location.ts';
import type { Api, Operation } from '../../ir/types.ts';
import { inlineText } from '../docs/text-view.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { bearerAliases } from './index-file.ts';
import { serverPackageName } from './package-files.ts';

export function readmeFile(api: Api): EmittedFile {
  const example = exampleOperation(api);
  const flow = api.tokenFlow;
  const sections = [
    `<!-- ${bannerText(api.manifestPath)} -->`,
    `# ${inlineText(api.title).md}: server skeleton`,
    `\`${serverPackageName(api)}\` routes all ${api.operations.length} operations of the manifest, checks credentials, ` +
      'negotiates versions and compression, and answers every failure as `application/problem+json`. ' +
      'You implement the operations; each one without a handler answers 501.',
    '## Files\n\n' +
      [
        '- `index.ts`: `createHandler` (node:http, Express, Connect), `createHttpServer` and `fastifyPlugin`.',
        '- `handlers.ts`: the `Handlers` interface, one optional method per operation, and its input types.',
        "- `schemas.ts`: the manifest's named schemas as TypeScript types.",
        '- `routes.ts`: the route table and the compiled path trie, as data.',
        '- `core/`: the API-independent runtime (routing, auth, negotiation, problems).',
      ].join('\n'),
    '## Mounting\n\n```ts\n' +
      [
        'import {',
        '  createHandler,',
        '  createHttpServer,',
        '  HttpProblem,',
        '  reply,',
        '  secretsEqual,',
        '  type Handlers,',
        "} from './server/index.ts';",
        '',
        'const handlers: Handlers = {',
        `  async ${example.methodName}({ params, query, auth }, ctx) {`,
        '    // ...',
        '  },',
        '};',
        'const options = {',
        '  jwtSecret: process.env.JWT_SECRET!, // at least 32 bytes',
        '  verifyApiKey: async (key: string) =>',
        "    secretsEqual(key, process.env.API_KEY!) ? { subject: 'me' } : null,",
        '};',
        '',
        "createHttpServer(createHandler(handlers, options)).listen(8080, '127.0.0.1');",
        '// Express / Connect: app.use(createHandler(handlers, options)); unknown paths go on to next();',
        '//                    createHttpServer(app).listen(8080) gives the whole app the same limits.',
        '// Fastify: const app = Fastify({ frameworkErrors: fastifyFrameworkErrors });',
        "//          await app.register(fastifyPlugin, { prefix: '/rest', handlers, ...options });",
      ].join('\n') +
      '\n```',
    '## Limits\n\n' +
      '`createHttpServer(listener, limits?)` is `http.createServer` with limits for the open internet: ' +
      '`headersTimeout` 10 s, `requestTimeout` 60 s, `keepAliveTimeout` 5 s and `maxConnections` 768 (below the common ' +
      'limit of 1,024 file descriptors). At the cap it closes the connection that has waited longest without a request ' +
      'in progress (a client still sending its headers, or an idle keep-alive one), so slow clients cannot lock others out. ' +
      'Fastify gets the same with `Fastify({ serverFactory: (handler) => createHttpServer(handler) })`. ' +
      'Compare secrets with `secretsEqual(presented, expected)`, which takes the same time whatever they contain.',
    '## Handlers\n\n' +
      'A handler receives `({ params, query, headers, body, auth }, ctx)`: decoded path parameters, query and header ' +
      'parameters converted to their declared types, the parsed JSON body, and the authenticated principal. ' +
      '`ctx` has the operation name, the negotiated version and all request headers. Return the response body ' +
      '(sent with the success status and the vendor media type; `undefined` sends 204), `reply(status, body, headers)` ' +
      'for anything else, or throw `new HttpProblem(status, { detail })` for an error response. A success status must be ' +
      'one the operation declares (`response.status` or `response.also`, typed per status in `handlers.ts`); any other 2xx ' +
      'is a bug in the handler and answers 500. Declared response headers are set through `reply()`. ' +
      "Handlers are looked up among the object's own properties only, so pass a plain object: methods a class " +
      'instance inherits are not found (and neither are `toString` or `valueOf`).',
    '## Authentication\n\n' +
      (api.securitySchemes.length === 0
        ? 'The API declares no security schemes: every operation answers without credentials.'
        : api.securitySchemes.map((s) => `- \`${s.name}\` (${schemeText(s)}): ${verifierText(api, s)}`).join('\n') +
          '\n\nEach operation accepts the schemes the manifest lists for it; credentials of other schemes are refused with 401 and a `WWW-Authenticate` challenge.') +
      (flow
        ? `\n\n\`${flow.createOperation}\` is built in: it issues an HS256 JWT (claims \`sub\`, \`src\` = the scheme used` +
          `${flow.tenantParameter ? `, \`${flow.tenantParameter}\` = the principal's tenant` : ''}) as \`{ ${flow.tokenField} }\`.` +
          (flow.tenantParameter
            ? ` A \`${flow.tenantParameter}\` in the query that differs from the tenant of the verified principal is refused with 403;` +
              ' verifiers receive it as `requestedTenant` and allow it by returning it as the principal\'s `tenant`.' +
              ' A principal without a tenant gets tokens without one.'
            : '') +
          (flow.refreshOperation
            ? ` \`${flow.refreshOperation}\` is built in too: it re-issues a valid JWT` +
              (flow.notRefreshableFrom.length
                ? `, except tokens obtained with ${flow.notRefreshableFrom.join(', ')} (403).`
                : '.')
            : '') +
          ' Implement either to replace it.'
        : ''),
    '## Options\n\n' +
      [
        '| Option | Default | |',
        '| --- | --- | --- |',
        '| `verifyApiKey(key, scheme, requestedTenant)` | rejects all | Resolve an API key to a principal, or null. |',
        '| `verifyBasic(user, password, requestedTenant)` | rejects all | Check Basic credentials. |',
        '| `verifyBearerToken(token, scheme, requestedTenant)` | rejects all | Check a bearer token that is not a JWT. |',
        '| `jwtSecret` | random per process | HS256 secret of issued and accepted JWTs, at least 32 bytes. |',
        '| `jwtIssuer` | `sdkgen-server` | `iss` written and required. |',
        '| `tokenTtlSeconds` | 3600 | Lifetime of issued JWTs. |',
        '| `staticResponses` | `{}` | Fixed 200 bodies by snake_case operation name. |',
        '| `bodyLimit` | 1 MiB | Larger JSON, form and text bodies (and multipart text fields) get 413. |',
        '| `uploadLimit` | 1 GiB | Larger binary bodies and multipart files get 413; both are streamed, never buffered. |',
        '| `compressionThreshold` | 1024 | Smaller bodies are not gzipped. |',
        '| `prefix` | none | Path prefix to strip (node:http without a framework). |',
        '| `problemTypeBase` | none | Base URI for problem `type`s instead of `about:blank`. |',
        '| `debug` | false | Include error messages and stacks in 500 responses. |',
        '| `onError(error, operation)` | `console.error` | Sees unexpected errors. |',
        '| `validateResponses` | false | Check JSON results against the response schema: a mismatch is logged through `onError` and answered 500. For tests and development. |',
      ].join('\n'),
    '## Validation\n\n' +
      'Every request is checked against the manifest before its handler is called, by the zod validators in ' +
      '`validators.ts`: path, query and header parameters (after conversion from text to their declared types) and ' +
      'JSON bodies, in the API version the request is in. A request that fails gets one 400 whose `errors` list ' +
      'every failure as a JSON pointer and what was expected, e.g. ' +
      '`{ "pointer": "/query/pageSize", "detail": "expected integer ≥ 1, got \\"abc\\"" }`.',
    '## Responses\n\n' +
      `Success bodies are JSON labelled \`${api.media.successTemplate.replace('{version}', String(api.media.current))}\`; ` +
      `\`Accept\` may ask for another version an operation supports (versions: ${api.media.versions.join(', ')}). ` +
      (api.compression.includes('gzip')
        ? 'Responses are gzipped when `Accept-Encoding` allows. '
        : '') +
      `Errors are \`${api.media.problem}\` with \`type\`, \`title\`, \`status\`, \`detail\` and \`instance\`:\n\n` +
      [
        '| Status | When |',
        '| --- | --- |',
        '| 400 | Malformed JSON, percent-encoding, or parameters and body that do not match the manifest (`errors`). |',
        '| 401 | Missing or invalid credentials. |',
        '| 404 / 405 | Unknown path / known path with another method (`Allow` lists the methods). |',
        '| 406 | `Accept` admits no version the operation has. |',
        '| 413 / 415 | Body over `bodyLimit` or `uploadLimit` / a Content-Type the operation does not declare. |',
        '| 500 | A handler threw; details only with `debug`. |',
        '| 501 | The operation has no handler. |',
      ].join('\n'),
    '## Paths\n\n' +
      'Custom methods follow AIP-136 (`/things/{id}:archive`). Path parameter values must be percent-encoded as one ' +
      'segment (`encodeURIComponent`): an encoded `%3A` or `%2F` is part of the value, a raw `:` in the last segment ' +
      'starts the custom method.',
  ];
  return { path: 'server/README.md', content: `${sections.join('\n\n')}\n`, format: 'markdown' };
}

function exampleOperation(api: Api): Operation {
  return (
    api.operations.find(
      (op) => op.method === 'GET' && pathParamNames(op.path).length > 0,
    ) ?? api.operations[0]!
  );
}

function schemeText(scheme: Api['securitySchemes'][number]): string {
  const location = keyLocation(scheme);
  if (location) return `API key in ${location.in === 'header' ? '' : `the ${location.in} `}\`${location.name}\``;
  if (scheme.kind === 'basic') return scheme.username === 'apiKey' ? 'HTTP Basic, the username is an API key' : 'HTTP Basic';
  return `Bearer ${scheme.bearerFormat ?? 'token'}`;
}

function verifierText(api: Api, scheme: Api['securitySchemes'][number]): string {
  if (scheme.kind === 'apiKey') return 'checked by `verifyApiKey`.';
  if (scheme.kind === 'basic') return 'checked by `verifyBasic`.';
  if (takesJwt(scheme)) {
    return api.tokenFlow?.scheme === scheme.name
      ? 'verified by the server (issued by the token flow).'
      : 'verified by the server with `jwtSecret`.';
  }
  const alias = bearerAliases(api).find((a) => a.scheme.name === scheme.name);
  return `checked by \`${alias?.option ?? 'verifyBearerToken'}\`.`;
}
