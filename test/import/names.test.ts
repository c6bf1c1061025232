/** Given names from an OpenAPI document, want these manifest names. */
import { describe, expect, it } from 'vitest';
import { parsePathTemplate } from '../../generator/ir/path-template.ts';
import { commonBasePath } from '../../generator/import/base-path.ts';
import { assignOperationNames, fallbackSummary, nameFromRoute, snakeCase } from '../../generator/import/operation-names.ts';
import { assignSchemaNames } from '../../generator/import/schema-names.ts';

const template = (path: string) => {
  const parsed = parsePathTemplate(path);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.template;
};

describe('operation names', () => {
  it.each([
    ['listPets', 'list_pets'],
    ['getHTTPStatus', 'get_http_status'],
    ['pets.get-by-id', 'pets_get_by_id'],
    ['Get Pet', 'get_pet'],
    ['v2ListPets', 'v2_list_pets'],
    ['list_pets2', 'list_pets2'],
    ['', ''],
  ])('snakeCase(%j) = %j', (given, want) => expect(snakeCase(given)).toBe(want));

  it.each([
    ['GET', '/api/pets', 1, 'get_pets'],
    ['GET', '/api/pets/{petId}', 1, 'get_pets_by_pet_id'],
    ['POST', '/api/pets/{petId}:archive', 1, 'post_pets_by_pet_id_archive'],
    ['GET', '/pets/{petId}', 1, 'get_pets_by_pet_id'],
    ['DELETE', '/{id}', 0, 'delete_by_id'],
  ])('%s %s under %d base segments → %s', (method, path, base, want) => expect(nameFromRoute(method, template(path), base)).toBe(want));

  it('gives operationIds priority, then dedupes (also once camelCased)', () => {
    const renamed: [number, string][] = [];
    const names = assignOperationNames(
      [{ fallback: 'get_pets' }, { operationId: 'getPets', fallback: 'x' }, { operationId: 'get_pets', fallback: 'y' }, { operationId: '2fa', fallback: 'z' }, { fallback: 'get_pets' }],
      (i, name) => renamed.push([i, name]),
    );
    expect(names).toEqual(['get_pets3', 'get_pets', 'get_pets2', 'op_2fa', 'get_pets4']);
    expect(renamed).toEqual([[2, 'get_pets2'], [3, 'op_2fa']]);
  });

  it("keeps a function name apart from another operation's spec constant (Apigee's registry), in either order", () => {
    const renamed: [number, string, string][] = [];
    const names = assignOperationNames(
      [{ operationId: 'RegistryCreateApi', fallback: 'x' }, { operationId: 'RegistryCreateApiSpec', fallback: 'y' }, { operationId: 'get_pet_spec', fallback: 'z' }, { operationId: 'get_pet', fallback: 'w' }],
      (i, name, why) => renamed.push([i, name, why]),
    );
    expect(names).toEqual(['registry_create_api', 'registry_create_api_spec2', 'get_pet_spec', 'get_pet2']);
    expect(renamed).toEqual([
      [1, 'registry_create_api_spec2', 'the client declares "registryCreateApiSpec" for another operation too'],
      [3, 'get_pet2', 'the client declares "getPetSpec" for another operation too'],
    ]);
  });

  it('falls back to a summary from the operationId, else the route', () => {
    expect(fallbackSummary('listPets', 'GET', '/pets')).toBe('List pets');
    expect(fallbackSummary(undefined, 'GET', '/pets')).toBe('GET /pets');
  });
});

describe('schema names', () => {
  it('keeps valid names, sanitises others, avoids globals, dedupes', () => {
    const names = assignSchemaNames(['Pet', 'pet', 'pet.Category', 'Error', 'ErrorModel', '200-response', 'Foo_Bar', '日本', 'PetCategory']);
    expect(Object.fromEntries(names)).toEqual({
      Pet: 'Pet',
      pet: 'Pet2',
      'pet.Category': 'PetCategory2',
      Error: 'ErrorModel2',
      ErrorModel: 'ErrorModel',
      '200-response': 'Model200Response',
      Foo_Bar: 'FooBar',
      日本: 'Model',
      PetCategory: 'PetCategory',
    });
  });
});

describe('base path', () => {
  it.each([
    [['/api/v2/pets', '/api/v2/stores/{id}'], '/api/v2'],
    [['/pets', '/stores'], '/'],
    [['/api', '/api/pets'], '/api'],
    [['/api/pets:search', '/api/pets'], '/api'],
    [['/{tenant}/pets'], '/'],
  ])('%j → %s', (paths, want) => expect(commonBasePath(paths.map(template))).toBe(want));
});
