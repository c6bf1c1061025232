/** The docs static server: content types, directory index, and no way out of the served folder. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDocs, type DocsServer } from '../../generator/docs-serve/index.ts';

let base: string;
let server: DocsServer;

/** A raw request: fetch() would normalise `..` away before it reaches the server. */
function get(path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sdkgen-serve-'));
  const site = join(base, 'site');
  await mkdir(join(site, 'sub'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><p>home</p>');
  await writeFile(join(site, 'app.js'), 'console.log(1);');
  await writeFile(join(site, 'style.css'), 'p{}');
  await writeFile(join(site, 'sub', 'index.html'), 'sub');
  await writeFile(join(base, 'secret.txt'), 'secret');
  await symlink(join(base, 'secret.txt'), join(site, 'link.txt'));
  server = await serveDocs(site, {});
});

afterAll(async () => {
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

describe('serveDocs', () => {
  it('listens on 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it.each([
    ['/', 200, 'text/html; charset=utf-8', 'home'],
    ['/index.html?x=1#y', 200, 'text/html; charset=utf-8', 'home'],
    ['/app.js', 200, 'text/javascript; charset=utf-8', 'console.log(1);'],
    ['/style.css', 200, 'text/css; charset=utf-8', 'p{}'],
    ['/sub/', 200, 'text/html; charset=utf-8', 'sub'],
    ['/missing.html', 404, 'text/plain; charset=utf-8', 'Not found'],
  ])('GET %s → %i %s', async (path, status, type, body) => {
    const res = await get(path);
    expect(res).toMatchObject({ status, type });
    expect(res.body).toContain(body);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/sub/..%2F..%2Fsecret.txt', '/%2e%2e%5csecret.txt', '/link.txt', '/%00'])(
    'refuses %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('secret');
    },
  );

  it('answers HEAD without a body and refuses other methods', async () => {
    expect(await get('/', 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect((await get('/', 'POST')).status).toBe(405);
  });
});
