/**
 * The client emitted from the real manifests: it must type-check as emitted, including calls
 * in the shape the docs promise, and the generator must stay free of any one API's names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { type EmittedPackage, typeCheck, writePackage } from './support/emitted-package.ts';

const written: EmittedPackage[] = [];
afterAll(() => written.forEach((emitted) => emitted.remove()));

describe('the first manifest', () => {
  it('emits a client that type-checks, with every operation as function and method', async () => {
    const api = await loadApi('manifest/ica.yaml');
    const files = emitClient(api);
    const emitted = writePackage(files);
    written.push(emitted);
    const index = files.find((file) => file.path === 'client/src/index.ts')!.content;
    for (const operation of api.operations) expect(index).toMatch(new RegExp(`\\b${operation.methodName}\\b`));
    emitted.write(
      'client/src/usage.ts',
      [
        `import { ${api.clientName}, type EventCodeList, type Token } from './index.ts';`,
        `const client = new ${api.clientName}({ basic: { email: 'e', password: 'p', tenant: 't' }, apiVersion: 2 });`,
        "await client.projectData.archiveData({ projectId: 'p', dataId: 'd' });",
        "const token: Token = await client.system.createJwtToken({ tenant: 't' });",
        'const codes: EventCodeList = await client.events.getEventCodes();',
        '// The escape hatches the README shows: an extra query parameter, and an undeclared call.',
        "await client.referenceData.getSamples({}, { query: { region: 'eu' } });",
        "const samples: unknown = await client.request({ method: 'GET', path: '/api/samples', query: { region: 'eu' } });",
        '// @ts-expect-error a misspelt path parameter',
        "await client.projectData.archiveData({ projectId: 'p', dataID: 'd' });",
        'export { token, codes, samples };',
        '',
      ].join('\n'),
    );
    const result = await typeCheck(emitted.client);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);

  it('keeps the token flow and media types in the API spec', async () => {
    const api = await loadApi('manifest/ica.yaml');
    const spec = emitClient(api).find((file) => file.path === 'client/src/api-spec.ts')!.content;
    expect(spec).toContain(
      "tokenFlow: {\n    scheme: 'JwtAuth',\n    create: createJwtTokenSpec,\n    refresh: refreshJwtTokenSpec,\n    field: 'token',\n    notRefreshableFrom: ['ApiKeyAuth'],\n    tenantParam: 'tenant',\n  },",
    );
    expect(spec).toContain(`mediaSuccessTemplate: '${api.media.successTemplate}'`);
  });
});

describe('the hostile manifest', () => {
  it('emits a client whose prose stays inert and that type-checks', async () => {
    const emitted = writePackage(emitClient(await loadApi('test/fixtures/hostile/manifest.yaml')));
    written.push(emitted);
    const result = await typeCheck(emitted.client);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);
});

describe('genericity', () => {
  it('mentions no particular API in the generator or the runtime', () => {
    for (const directory of ['../../../generator/emit/client/', '../../../templates/client/core/']) {
      const path = fileURLToPath(new URL(directory, import.meta.url));
      for (const name of readdirSync(path)) {
        expect(readFileSync(`${path}${name}`, 'utf8'), name).not.toMatch(/\bica\b|illumina/i);
      }
    }
  });
});
