/**
 * The emitted server: its files, that it is the tested template byte for byte, that it
 * type-checks as a package of its own, and that the generated bindings (`index.ts`) work.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutMutationNotes } from '../../../generator/emit/mutation-notes.ts';
import { emitServer } from '../../../generator/emit/server/index.ts';
import { coreTemplateDir } from '../../../generator/emit/server/core-files.ts';
import { bannerText, type EmittedFile } from '../../../generator/emit/types.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { fixtureApi, loadManifestApi } from '../../templates/server/support/api.ts';
import { request } from '../../templates/server/support/http.ts';
import { listen } from '../../templates/server/support/servers.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Application code against the generated types; each `@ts-expect-error` must really be an error. */
const USAGE = `
import { createServer } from 'node:http';
import { createHandler, createHttpServer, reply, HttpProblem, secretsEqual, type Handlers, type Token } from './index.ts';

export const handlers: Handlers = {
  getProject: ({ params, auth }, ctx) => ({ id: params.projectId, who: auth.principal.subject, v: ctx.version }),
  createJwtToken: async ({ query }): Promise<Token> => ({ token: query.tenant ?? 'none' }),
  getEventCodes: () => reply(200, { items: [] }),
  getData: ({ params }) => {
    if (!params.dataUrn) throw new HttpProblem(404, { detail: 'no such data' });
    return { urn: params.dataUrn };
  },
};

export const wrong: Handlers = {
  // @ts-expect-error: get_project declares no such path parameter
  getProject: ({ params }) => params.dataId,
  // @ts-expect-error: the token operation must answer a Token
  createJwtToken: () => ({ tokn: 'x' }),
  // @ts-expect-error: refresh_jwt_token declares no query parameters
  refreshJwtToken: ({ query }) => ({ token: query.tenant }),
};

createServer(createHandler(handlers, { verifyPsToken: async () => null, bodyLimit: 1024 }));
createHttpServer(
  createHandler(handlers, {
    jwtSecret: 'x'.repeat(32),
    verifyApiKey: (key, _scheme, requestedTenant) =>
      secretsEqual(key, 'k') ? { subject: 'me', ...(requestedTenant ? { tenant: requestedTenant } : {}) } : null,
    verifyPsToken: (token, requestedTenant) => (token === 'p' ? { subject: 'p', tenant: requestedTenant } : null),
  }),
  { maxConnections: 100, headersTimeout: 5_000 },
).listen(0, '127.0.0.1');
`;

let api: Api;
let files: EmittedFile[];
let outDir: string;

beforeAll(async () => {
  ({ api } = await loadManifestApi());
  files = emitServer(api);
  outDir = mkdtempSync(join(ROOT, '.tmp-server-emit-'));
  for (const file of files) {
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const byPath = (path: string) => files.find((f) => f.path === path)!;

describe('emitServer', () => {
  it('emits the documented files under server/', () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'server/routes.ts',
        'server/handlers.ts',
        'server/schemas.ts',
        'server/index.ts',
        'server/package.json',
        'server/tsconfig.json',
        'server/README.md',
        'server/core/index.ts',
        'server/core/match.ts',
      ]),
    );
    expect(paths.every((p) => p.startsWith('server/'))).toBe(true);
  });

  it('copies every core template verbatim (less its mutation-test notes) under a one-line banner naming it', () => {
    const templates = readdirSync(coreTemplateDir).filter((f) => f.endsWith('.ts'));
    expect(templates.length).toBeGreaterThan(10);
    for (const name of templates) {
      const file = byPath(`server/core/${name}`);
      // Imports of the client runtime files the server shares point beside it, where they are copied.
      const source = readFileSync(join(coreTemplateDir, name), 'utf8').replaceAll("from '../../client/core/", "from './");
      expect(file.content).toBe(`// ${bannerText(`templates/server/core/${name}`)}\n${withoutMutationNotes(source)}`);
      expect(file.format).toBe('none');
    }
  });

  it('copies the client runtime file it shares (the XML mapping) beside the rest, and every import of it resolves there', () => {
    const shared = byPath('server/core/xml-data.ts');
    expect(shared.content).toBe(`// ${bannerText('templates/client/core/xml-data.ts')}\n${withoutMutationNotes(readFileSync(join(coreTemplateDir, '../../client/core/xml-data.ts'), 'utf8'))}`);
    const importers = readdirSync(coreTemplateDir).filter((name) => readFileSync(join(coreTemplateDir, name), 'utf8').includes("'../../client/core/xml-data.ts'"));
    expect(importers.length).toBeGreaterThan(0);
    for (const name of importers) expect(byPath(`server/core/${name}`).content).toContain("from './xml-data.ts'");
  });

  it('starts generated TypeScript with the manifest banner', () => {
    for (const path of [
      'server/routes.ts',
      'server/handlers.ts',
      'server/schemas.ts',
      'server/index.ts',
    ]) {
      expect(byPath(path).content.split('\n')[0]).toBe(`// ${bannerText(api.manifestPath)}`);
    }
    expect(byPath('server/README.md').content.split('\n')[0]).toBe(
      `<!-- ${bannerText(api.manifestPath)} -->`,
    );
  });

  it('is deterministic', () => {
    expect(emitServer(api)).toEqual(files);
  });

  it('types handlers from the manifest', () => {
    const handlers = byPath('server/handlers.ts').content;
    expect(handlers).toMatch(
      /createJwtToken\?\(input: CreateJwtTokenInput, ctx: HandlerContext\): HandlerResult<Token>;/,
    );
    expect(handlers).toMatch(
      /export interface CreateJwtTokenInput \{[^]*?query: \{[^]*?tenant\?: string;[^]*?body: undefined;/,
    );
    expect(handlers).toMatch(/export interface GetDataInput \{[^]*?version: 3;[^]*?params: \{[^}]*dataUrn: string;/);
    expect(handlers).toMatch(/export interface CreateProjectInput \{[^]*?body: unknown;/);
    // A long signature is laid out one parameter per line.
    expect((handlers.match(/\?\(\s*input: /g) ?? []).length).toBe(api.operations.length);
  });

  it('names a verifier option after each non-JWT bearer scheme', () => {
    expect(byPath('server/index.ts').content).toContain(
      'verifyPsToken?: (token: string, requestedTenant: string | undefined) => Principal | null | Promise<Principal | null>;',
    );
  });

  it('declares jose, busboy, fast-xml-parser, qs and zod as dependencies and fastify as optional peer', () => {
    const pkg = JSON.parse(byPath('server/package.json').content);
    expect(pkg.name).toBe(api.packageName.replace(/-client$/, '-server'));
    expect(pkg.dependencies).toEqual({
      busboy: expect.any(String),
      'fast-xml-parser': expect.any(String),
      jose: expect.any(String),
      qs: expect.any(String),
      // validators.ts imports `zod/v4`, which both zod 3.25 and zod 4 export.
      zod: '^3.25.0 || ^4.0.0',
    });
    expect(pkg.peerDependencies).toEqual({ fastify: expect.any(String) });
    expect(pkg.peerDependenciesMeta).toEqual({ fastify: { optional: true } });
  });

  it('type-checks as a package of its own, with handlers typed by the manifest', async () => {
    writeFileSync(join(outDir, 'server/usage.ts'), USAGE);
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await promisify(execFile)(tsc, [
      '-p',
      join(outDir, 'server/tsconfig.json'),
    ]).catch((error) => error);
    expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
  }, 60_000);

  it('emits for a different API without a token flow or bearer aliases', () => {
    const other = emitServer(fixtureApi([{ name: 'list_pets', method: 'GET', path: '/pets' }]));
    expect(other.find((f) => f.path === 'server/index.ts')!.content).toMatch(
      /function coreOptions\(options: ServerOptions\): CoreServerOptions \{\s*return \{ \.\.\.options, validators \};/,
    );
    expect(other.find((f) => f.path === 'server/schemas.ts')!.content).toContain('export {};');
  });
});

describe('the generated bindings', () => {
  it('serve typed handlers through createHandler, with the verifyPsToken alias', async () => {
    const generated = await import(join(outDir, 'server/index.ts'));
    const listener = generated.createHandler(
      { getProject: ({ params }: { params: { projectId: string } }) => ({ id: params.projectId }) },
      {
        verifyApiKey: () => ({ subject: 'u' }),
        verifyPsToken: (token: string) => (token === 'ps1' ? { subject: 'p' } : null),
      },
    );
    const server = await listen(generated.createHttpServer(listener), '');
    try {
      expect(
        (
          await request(server.url, 'GET', '/api/projects/p%2F1', { headers: { 'x-api-key': 'k' } })
        ).json(),
      ).toEqual({ id: 'p/1' });
      expect(
        (
          await request(server.url, 'POST', '/api/tokens', {
            headers: { authorization: 'Bearer ps1' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await request(server.url, 'POST', '/api/tokens', {
            headers: { authorization: 'Bearer ps2' },
          })
        ).status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('serve through fastifyPlugin', async () => {
    const generated = await import(join(outDir, 'server/index.ts'));
    const Fastify = (await import('fastify')).default;
    const app = Fastify({ frameworkErrors: generated.fastifyFrameworkErrors });
    await app.register(generated.fastifyPlugin, {
      prefix: '/rest',
      handlers: {},
      verifyApiKey: () => ({ subject: 'u' }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const response = await request(`http://127.0.0.1:${port}`, 'GET', '/rest/api/projects', {
        headers: { 'x-api-key': 'k' },
      });
      expect(response.status).toBe(501);
      expect(response.json().operation).toBe('get_projects');
      const badUrl = await request(
        `http://127.0.0.1:${port}`,
        'GET',
        '/rest/api/projects/%E0%A4%A',
      );
      expect(badUrl.status).toBe(400);
      expect(badUrl.headers['content-type']).toBe('application/problem+json');
    } finally {
      await app.close();
    }
  });
});

describe('genericity', () => {
  it('nothing under the server templates, emitter or serve mentions the first API', () => {
    const dirs = ['templates/server', 'generator/emit/server', 'generator/serve'];
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\bica\b|illumina/i.test(readFileSync(join(ROOT, path), 'utf8')))
          offenders.push(path);
      }
    };
    dirs.forEach(walk);
    expect(offenders).toEqual([]);
  });
});
