/**
 * The large OpenAPI 3.1 fixture exercises every construct the importer maps and every one it can
 * only report: the import must not crash, must load, and must give exactly these warnings, each
 * naming the JSON Pointer of what it is about.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectLoadable, fixture } from './helpers.ts';

describe('import shelter-3.1.yaml', async () => {
  const dir = tempDir('import-shelter');
  const result = await importOpenApiFile(fixture('shelter-3.1.yaml'));

  it('gives exactly the expected warnings, in document order per stage', () => {
    expect(result.warnings.map((w) => [w.pointer, w.message])).toEqual([
      ['/servers/1/url', 'relative server URL "/rest" is resolved against http://localhost: http://localhost/rest'],
      ['/components/securitySchemes/Digest', 'security scheme of type http digest is not supported; operations that accept only it fall back to the default security'],
      ['/components/securitySchemes/OAuth', 'security scheme of type oauth2 is sent as a bearer access token; the client does not run the OAuth 2 flows'],
      ['/components/securitySchemes/Oidc', 'security scheme of type openIdConnect is sent as a bearer access token; the client does not run the OpenID Connect flow'],
      ['/webhooks', 'webhooks are not supported; ignored'],
      ['/components/pathItems/AnimalItem/summary', 'path item field "summary" is not supported; ignored'],
      ['/paths/~1api~1shelters~1{shelter-id}', 'path parameter {shelter-id} is renamed {shelter_id}: manifest parameter names are identifiers'],
      ['/paths/~1api~1shelters~1{id}/get', 'GET /api/shelters/{id} matches the same requests as GET /api/shelters/{shelter-id}; skipped'],
      ['/paths/~1api~1animals/get/parameters/4', 'cookie parameter "session" is not supported; ignored'],
      ['/paths/~1api~1animals/get/parameters/5', 'header parameter "Accept" is ignored: OpenAPI defines it through content types and security schemes'],
      ['/paths/~1api~1animals/get/parameters/7/allowReserved', '"allowReserved" is not supported; ignored'],
      ['/paths/~1api~1animals/get/parameters/8', 'duplicate query parameter "q"; ignored'],
      ['/paths/~1api~1animals/get/parameters/9/$ref', 'reference "#/components/parameters/Missing" points at nothing'],
      ['/paths/~1api~1animals/post/responses/201/links', 'response links are not supported; ignored'],
      ['/paths/~1api~1animals~1{animalId}:adopt/post/callbacks', 'operation field "callbacks" is not supported; ignored'],
      ['/paths/~1api~1animals~1{animalId}:adopt/post/requestBody/content/application~1vnd.shelter.v3+json/schema/properties/secret', 'the schema "false" (no value is valid) is not supported; treated as any value'],
      ['/paths/~1api~1animals~1{animalId}~1photo/get/responses/302', '302 responses are not supported; ignored'],
      ['/paths/~1api~1animals~1{animalId}~1photo/get/responses/200/content/image~1jpeg/schema/contentMediaType', 'schema keyword "contentMediaType" is not supported; ignored'],
      ['/paths/~1api~1animals~1{animalId}~1photo/put/responses/2XX', 'the status range 2XX is imported as 200'],
      ['/paths/~1api~1shelters~1{shelter-id}/get/parameters/1', 'path parameter "unused" does not appear in the path; ignored'],
      ['/paths/~1api~1shelters~1{shelterId}~1staff~1/get/tags', 'the manifest puts an operation in one group; "Shelters" is used, "Staff" ignored'],
      ['/paths/~1api~1shelters~1{shelterId}~1staff~1/get/parameters', 'path parameter {shelterId} is not declared; added as a string'],
      ['/paths/~1api~1shelters~1{shelterId}~1stats/get/security/0', 'unknown security scheme "Nope"; ignored'],
      ['/paths/~1api~1stats/get/responses/default', 'no success (2xx) response: the default response is read as the success, status 200'],
      ['/paths/~1api~1files~1{name}.{ext}/get/parameters', 'path parameter {name} is not declared; added as a string'],
      ['/paths/~1api~1files~1{name}.{ext}/get/parameters', 'path parameter {ext} is not declared; added as a string'],
      ['/paths/~1api~1stats/get/operationId', 'operationId "get_stats" is named "get_stats2" (manifest names are unique snake_case)'],
      ['/components/schemas/Animal/properties/category/type', '"type" next to "$ref" is not supported; ignored'],
      ['/components/schemas/Animal/additionalProperties', 'an allOf adds properties beside this schema, which "additionalProperties: false" refuses as JSON Schema reads it; it is left open, as the allOf means'],
      ['/components/schemas/Bird/allOf/1/required/1', 'required property "species" is not among the properties; ignored'],
      ['/components/schemas/AnyAnimal/discriminator/mapping/fish', 'discriminator mapping "Fish" does not name a component schema; ignored'],
      ['/components/schemas/Shelter/properties/location/items', 'tuple "items" (a list of schemas) is not supported; items are typed as any value'],
      ['/components/schemas/Shelter/properties/rooms/prefixItems', 'schema keyword "prefixItems" is not supported; ignored'],
      ['/components/schemas/Shelter/properties/rooms/contains', 'schema keyword "contains" is not supported; ignored'],
      ['/components/schemas/Stats/properties/byKind/patternProperties', 'schema keyword "patternProperties" is not supported; ignored'],
      ['/components/schemas/Stats/properties/byKind/propertyNames', 'schema keyword "propertyNames" is not supported; ignored'],
      ['/components/schemas/Stats/dependentRequired', 'schema keyword "dependentRequired" is not supported; ignored'],
      ['/components/schemas/Wrapper/properties/node/$ref', 'reference "#/components/schemas/Wrapper/properties/node" is recursive but not a component schema; move it to components/schemas. Treated as any value here'],
      ['/components/schemas/Wrapper/properties/missing/$ref', 'reference "#/components/schemas/Missing" points at nothing; treated as any value'],
      ['/components/schemas/Wrapper/properties/tuple/type', 'unknown type "file"; ignored'],
      ['/components/schemas/Wrapper/properties/choice/enum', 'expected a non-empty list of strings, numbers, booleans or null for "enum"; ignored'],
      ['/components/schemas/Wrapper/properties/odd/not', 'schema keyword "not" is not supported; ignored'],
      ['/components/schemas/Wrapper/properties/cond/if', 'schema keyword "if" is not supported; ignored'],
      ['/components/schemas/Wrapper/properties/cond/then', 'schema keyword "then" is not supported; ignored'],
      ['/components/schemas/Wrapper/properties/cond/else', 'schema keyword "else" is not supported; ignored'],
      ['/components/schemas/Wrapper/properties/loose/unevaluatedProperties', 'schema keyword "unevaluatedProperties" is not supported; ignored'],
      ['/components/schemas/Problem/required/1', 'required property "code" is not among the properties; added as any value'],
      ['/components/schemas/Beta', 'circular schema reference Alpha -> Beta -> Alpha has no property or array in between; the last reference is treated as any value'],
      ['/paths/~1api~1animals~1{animalId}:adopt/post/responses/400/content/application~1problem+json/schema', 'an inline error schema cannot become the manifest\'s errors.schema; move it to components/schemas (the API\'s error schema is Problem)'],
      ['/paths/~1api~1animals~1{animalId}:adopt/post/responses/409/content/application~1json/schema', 'error schema LegacyError differs from the API\'s error schema Problem; the manifest declares one'],
    ]);
  });

  it('gives a manifest that passes the schema and every check', async () => {
    const api = await expectLoadable(result, dir);
    expect(api.operations.map((op) => op.name)).toEqual([
      'list_animals', 'create_animal', 'count_animals', 'get_animal', 'update_animal', 'delete_animal', 'adopt_animal', 'get_animal_photo',
      'upload_animal_photo', 'get_shelters', 'get_shelters_by_shelter_id', 'list_staff', 'get_stats', 'get_stats2', 'get_file', 'list_partners',
    ]);
  });

  it('writes the manifest a person would (file snapshot)', async () => {
    await expect(result.yaml).toMatchFileSnapshot('__snapshots__/shelter-3.1.manifest.yaml');
  });

  it('keeps recursive schemas recursive and unions with their discriminators', () => {
    const schemas = result.manifest.schemas!;
    expect(schemas.TreeNode?.properties).toEqual({
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: 'TreeNode' } },
      parent: { $ref: 'TreeNode', nullable: true },
    });
    expect(schemas.AnyAnimal).toEqual({
      oneOf: [{ $ref: 'Dog' }, { $ref: 'Cat' }, { $ref: 'Bird' }],
      discriminator: { propertyName: 'kind', mapping: { dog: 'Dog', cat: 'Cat', bird: 'Bird' } },
    });
    // Animal, the discriminated base Dog, Cat and Bird extend, is the union of them; its shape is AnimalBase.
    expect(schemas.Dog?.allOf?.[0]).toEqual({ $ref: 'AnimalBase' });
    expect(schemas.Animal?.oneOf).toEqual(schemas.AnyAnimal?.oneOf);
    expect(schemas.Animal?.discriminator?.mapping).toEqual({ dog: 'Dog', cat: 'Cat', bird: 'Bird' });
  });

  it('spells nullability, type lists, enums and bounds one way', () => {
    const animal = result.manifest.schemas!.AnimalBase!.properties!;
    expect(animal.nickname).toEqual({ type: 'string', nullable: true });
    expect(animal.status).toEqual({ type: 'string', nullable: true, enum: ['waiting', 'adopted'], default: 'waiting' });
    expect(animal.size).toEqual({ type: ['string', 'integer'], description: 'A label or a size in cm.' });
    expect(animal.age).toEqual({ type: 'integer', format: 'int32', minimum: 0, exclusiveMaximum: 100 });
    expect(animal.name).toEqual({ type: 'string', minLength: 1, maxLength: 80, example: 'Rex' });
    expect(animal.metadata).toEqual({ type: 'object', additionalProperties: true });
    expect(animal.shelter).toEqual({ $ref: 'Shelter', description: 'Where the animal lives.' });
    expect(result.manifest.schemas!.AnimalPatch!.properties!.favourite).toEqual({ $ref: 'Cat', nullable: true });
    expect(result.manifest.schemas!.AnimalPatch!.properties!.name).toEqual(animal.name);
  });

  it('sanitises schema names and keeps the map', () => {
    expect(result.renamedSchemas).toEqual({ 'shelter.Category': 'ShelterCategory', '2faSettings': 'Model2faSettings', Error: 'ErrorModel', error: 'ErrorModel2' });
  });

  it('reads versions from vendor media types, and security per operation', () => {
    const { manifest } = result;
    expect(manifest.media).toEqual({ success: 'application/vnd.shelter.v{version}+json', problem: 'application/problem+json', currentVersion: 3 });
    expect(manifest.basePath).toBe('/api');
    const byName = new Map(manifest.operations.map((op) => [op.name, op]));
    expect(byName.get('list_animals')?.versions).toEqual([2, 3]);
    expect(byName.get('get_animal')?.versions).toBeUndefined();
    expect(byName.get('delete_animal')?.auth).toEqual([]);
    // An API key and a bearer token together, or a Basic login.
    expect(byName.get('adopt_animal')?.auth).toEqual([['ApiKey', 'Bearer'], 'Basic']);
    // Anonymous access, or an API key.
    expect(byName.get('list_staff')?.auth).toEqual([[], 'ApiKey']);
    expect(byName.get('get_stats')?.auth).toEqual(['QueryKey']);
    // OAuth 2 goes on the wire as a bearer access token, so the operation keeps its only scheme.
    expect(byName.get('get_shelters_by_shelter_id')?.auth).toEqual(['OAuth']);
    // Four apiKey schemes: each client option is its camelCased scheme name, so none needs an explicit one.
    expect(manifest.security.schemes.PartnerKey).toEqual({ type: 'apiKey', header: 'X-Partner-Key' });
    expect(manifest.security.schemes.QueryKey).toEqual({ type: 'apiKey', in: 'query', name: 'key' });
    expect(manifest.security.schemes.CookieKey).toEqual({ type: 'apiKey', in: 'cookie', name: 'key' });
    expect(manifest.servers).toEqual([
      // The server variable is kept: the client's serverVariables option fills it in.
      { url: 'https://{region}.shelter.example/rest', description: 'Regional production', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
      { url: 'http://localhost/rest', description: 'Same origin' },
    ]);
  });
});
