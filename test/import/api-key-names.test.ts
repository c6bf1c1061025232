/**
 * An API key whose header or cookie name is no HTTP token (RapidAPI's descriptions name the
 * header for people: "RapidAPI.com API Key") cannot be sent: the scheme is left out with a
 * warning, and operations that accept only it fall back to the default security, so the import
 * gives a manifest the loader takes. Given a scheme, want the manifest's schemes and warnings.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';

const doc = (scheme: object) => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  components: { securitySchemes: { Key: scheme } },
  security: [{ Key: [] }],
  paths: { '/things': { get: { responses: { 200: { description: 'ok' } } } } },
});

describe('API key names', () => {
  const cases: [given: object, schemes: object, warnings: string[]][] = [
    [{ type: 'apiKey', in: 'header', name: 'X-RapidAPI-Key' }, { Key: { type: 'apiKey', header: 'X-RapidAPI-Key' } }, []],
    [
      { type: 'apiKey', in: 'header', name: 'RapidAPI.com API Key' },
      {},
      ['/components/securitySchemes/Key an API key in a header named "RapidAPI.com API Key" cannot be sent (a header name is an HTTP token); operations that accept only it fall back to the default security'],
    ],
    [
      { type: 'apiKey', in: 'cookie', name: 'session id' },
      {},
      ['/components/securitySchemes/Key an API key in a cookie named "session id" cannot be sent (a cookie name is an HTTP token); operations that accept only it fall back to the default security'],
    ],
  ];
  it.each(cases)('%j', (scheme, schemes, warnings) => {
    const { manifest, warnings: given } = importOpenApi(doc(scheme));
    expect(manifest.security.schemes).toEqual(schemes);
    expect(given.filter((w) => w.pointer.startsWith('/components')).map((w) => `${w.pointer} ${w.message}`)).toEqual(warnings);
  });
});
