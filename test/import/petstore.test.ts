/** A clean, petstore-size OpenAPI 3.0 document imports without a warning into a manifest that loads. */
import { describe, expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectLoadable, fixture } from './helpers.ts';

describe('import petstore-3.0.yaml', async () => {
  const dir = tempDir('import-petstore');
  const result = await importOpenApiFile(fixture('petstore-3.0.yaml'));

  it('gives no warnings and a manifest that passes the schema and every check', async () => {
    expect(result.warnings).toEqual([]);
    const api = await expectLoadable(result, dir);
    expect(api.operations).toHaveLength(12);
  });

  it('writes the manifest a person would (file snapshot)', async () => {
    await expect(result.yaml).toMatchFileSnapshot('__snapshots__/petstore-3.0.manifest.yaml');
  });

  it('maps the API-wide fields', () => {
    const { manifest } = result;
    expect(manifest.id).toBe('swagger-petstore');
    expect(manifest.basePath).toBe('/');
    expect(manifest.media).toEqual({ success: 'application/json', problem: 'application/json', currentVersion: 1 });
    expect(manifest.security).toEqual({
      default: ['api_key', 'bearer'],
      schemes: {
        api_key: { type: 'apiKey', header: 'X-API-Key', description: 'An API key issued to you.' },
        bearer: { type: 'bearer', bearerFormat: 'JWT' },
      },
    });
    expect(manifest.errors).toEqual({ schema: 'ErrorModel' });
    expect(result.renamedSchemas).toEqual({ Error: 'ErrorModel' });
    expect(manifest.groups).toEqual([
      { name: 'pet', description: 'Everything about your pets' },
      { name: 'store', description: 'Access to petstore orders' },
      { name: 'user', description: 'Operations about users' },
    ]);
    // petId is declared identically by three operations (through a $ref); orderId by two.
    expect(Object.keys(manifest.pathParameters ?? {})).toEqual(['orderId', 'petId']);
  });

  it('maps operations: names, bodies, responses, auth, deprecation', () => {
    const byName = new Map(result.manifest.operations.map((op) => [op.name, op]));
    expect([...byName.keys()]).toEqual([
      'list_pets', 'create_pet', 'show_pet_by_id', 'update_pet', 'delete_pet', 'upload_photo',
      'get_inventory', 'place_order', 'get_order_by_id', 'delete_order', 'create_user', 'get_user_by_name',
    ]);
    expect(byName.get('create_pet')).toEqual({
      name: 'create_pet', method: 'POST', path: '/pets', group: 'pet', summary: 'Create a pet',
      requestBody: { required: true, description: 'The pet to store.', schema: { $ref: 'NewPet' } },
      response: { status: 201, description: 'The created pet', schema: { $ref: 'Pet' } },
    });
    expect(byName.get('upload_photo')?.requestBody).toEqual({ required: true, mediaType: 'image/png', schema: { type: 'string', format: 'binary' } });
    expect(byName.get('delete_pet')?.response).toEqual({ status: 204, description: 'Deleted' });
    expect(byName.get('delete_order')?.deprecated).toBe(true);
    expect(byName.get('create_user')?.auth).toEqual([]);
    expect(byName.get('get_user_by_name')?.auth).toEqual(['bearer']);
    expect(byName.get('get_inventory')?.requestBody).toBeUndefined();
  });

  it('converts 3.0 forms: nullable, boolean exclusiveMinimum', () => {
    const schemas = result.manifest.schemas!;
    expect(schemas.NewPet?.properties?.tag).toEqual({ type: 'string', nullable: true });
    expect(schemas.Order?.properties?.quantity).toEqual({ type: 'integer', format: 'int32', exclusiveMinimum: 0 });
  });

  it('is deterministic', async () => {
    const again = await importOpenApiFile(fixture('petstore-3.0.yaml'));
    expect(again.yaml).toBe(result.yaml);
  });
});
