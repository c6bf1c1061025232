/**
 * Classification rules, table-driven: given one edit between an old and a new manifest, want
 * these changes, each breaking (B) or not (with its bump) for existing client code.
 * The rules and their reasons are in generator/diff/rules.ts.
 */
import { describe, expect, it } from 'vitest';
import { diffApis } from '../../generator/diff/index.ts';
import { buildApi } from '../../generator/ir/build.ts';
import { type Manifest, type ManifestOperation, manifestSchema, type ManifestSchema } from '../../generator/manifest/schema.ts';

const BASE: Manifest = {
  sdkgen: 1,
  id: 'rules',
  title: 'Rules',
  servers: [{ url: 'https://rules.example' }],
  basePath: '/api',
  media: { success: 'application/vnd.rules.v{version}+json', problem: 'application/problem+json', currentVersion: 1 },
  security: { default: ['Key', 'Jwt'], schemes: { Key: { type: 'apiKey', header: 'X-Key' }, Jwt: { type: 'bearer' } } },
  schemas: {
    Pet: {
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'string', readOnly: true },
        name: { type: 'string' },
        tag: { type: 'string' },
        age: { type: 'integer' },
        kind: { type: 'string', enum: ['dog', 'cat'] },
        children: { type: 'array', items: { $ref: 'Pet' } },
      },
    },
  },
  operations: [
    {
      name: 'get_pet', method: 'GET', path: '/api/pets/{petId}', group: 'Pets', summary: 'Get a pet.',
      parameters: [{ name: 'petId', in: 'path' }, { name: 'verbose', in: 'query', schema: { type: 'boolean' } }],
      response: { schema: { $ref: 'Pet' } },
    },
    {
      name: 'create_pet', method: 'POST', path: '/api/pets', group: 'Pets', summary: 'Create a pet.',
      requestBody: { required: true, schema: { $ref: 'Pet' } },
      response: { status: 201, schema: { $ref: 'Pet' } },
    },
  ],
};

type Edit = (m: Manifest) => void;
const pet = (m: Manifest) => m.schemas!.Pet! as Required<Pick<ManifestSchema, 'properties' | 'required'>> & ManifestSchema;
const op = (m: Manifest, name: string) => m.operations.find((o) => o.name === name)! as ManifestOperation;

/** get_pet answers its Pet as XML only. */
const xmlPet: Edit = (m) => void (op(m, 'get_pet').response = { content: { 'application/xml': { schema: { $ref: 'Pet' } } } });
/** create_pet takes its Pet as XML only. */
const xmlBody: Edit = (m) => void (op(m, 'create_pet').requestBody = { required: true, mediaType: 'application/xml', schema: { $ref: 'Pet' } });

function apiOf(edit: Edit) {
  const manifest = structuredClone(BASE);
  edit(manifest);
  return buildApi(manifestSchema.parse(manifest), 'rules.yaml');
}

interface Case {
  given: string;
  old?: Edit;
  new: Edit;
  /** `[kind, 'B' | bump, operations]` for every change, in report order. */
  want: [string, string, string[]][];
}

const BOTH = ['get_pet', 'create_pet'];

const CASES: Case[] = [
  { given: 'an optional field added to a shared type', new: (m) => void (pet(m).properties.color = { type: 'string' }),
    want: [['response-field-added', 'minor', BOTH], ['request-field-added-optional', 'minor', ['create_pet']]] },
  { given: 'a required field added', new: (m) => { pet(m).properties.color = { type: 'string' }; pet(m).required.push('color'); },
    want: [['request-field-added-required', 'B', ['create_pet']], ['response-field-added', 'minor', BOTH]] },
  { given: 'a field removed', new: (m) => void delete pet(m).properties.tag,
    want: [['response-field-removed', 'B', BOTH], ['request-field-removed', 'B', ['create_pet']]] },
  { given: 'a field made required', new: (m) => void pet(m).required.push('tag'),
    want: [['request-field-became-required', 'B', ['create_pet']], ['response-field-became-required', 'minor', BOTH]] },
  { given: 'a field made optional', new: (m) => void (pet(m).required = []),
    want: [['response-field-became-optional', 'B', BOTH], ['request-field-became-optional', 'minor', ['create_pet']]] },
  { given: 'an enum widened', new: (m) => void (pet(m).properties.kind!.enum = ['dog', 'cat', 'bird']),
    want: [['response-enum-widened', 'minor', BOTH], ['request-enum-widened', 'minor', ['create_pet']]] },
  { given: 'an enum narrowed', new: (m) => void (pet(m).properties.kind!.enum = ['dog']),
    want: [['request-enum-narrowed', 'B', ['create_pet']], ['response-enum-narrowed', 'minor', BOTH]] },
  { given: 'an enum added to a plain string', new: (m) => void (pet(m).properties.tag!.enum = ['a']),
    want: [['request-enum-narrowed', 'B', ['create_pet']], ['response-enum-narrowed', 'minor', BOTH]] },
  { given: 'a type changed', new: (m) => void (pet(m).properties.tag = { type: 'integer' }),
    want: [['response-type-changed', 'B', BOTH], ['request-type-changed', 'B', ['create_pet']]] },
  { given: 'integer widened to number', new: (m) => void (pet(m).properties.age = { type: 'number' }),
    want: [['response-type-widened', 'B', BOTH], ['request-type-widened', 'minor', ['create_pet']]] },
  { given: 'a field made nullable', new: (m) => void (pet(m).properties.tag!.nullable = true),
    want: [['response-nullable-added', 'B', BOTH], ['request-nullable-added', 'minor', ['create_pet']]] },
  { given: 'a string format added', new: (m) => void (pet(m).properties.tag!.format = 'uuid'),
    want: [['request-type-narrowed', 'B', ['create_pet']], ['response-type-narrowed', 'minor', BOTH]] },
  { given: 'a string format dropped (uuid → string: requests accept more)', old: (m) => void (pet(m).properties.tag!.format = 'uuid'), new: () => {},
    want: [['response-type-widened', 'B', BOTH], ['request-type-widened', 'minor', ['create_pet']]] },
  { given: 'a string format changed', old: (m) => void (pet(m).properties.tag!.format = 'date'), new: (m) => void (pet(m).properties.tag!.format = 'date-time'),
    want: [['response-type-changed', 'B', BOTH], ['request-type-changed', 'B', ['create_pet']]] },
  { given: 'an integer limited to int32', new: (m) => void (pet(m).properties.age!.format = 'int32'),
    want: [['request-type-narrowed', 'B', ['create_pet']], ['response-type-narrowed', 'minor', BOTH]] },
  { given: 'int32 widened to int64', old: (m) => void (pet(m).properties.age!.format = 'int32'), new: (m) => void (pet(m).properties.age!.format = 'int64'),
    want: [['response-type-widened', 'B', BOTH], ['request-type-widened', 'minor', ['create_pet']]] },
  { given: 'double changed to int64 (neither limits an integer)', old: (m) => void (pet(m).properties.age!.format = 'double'), new: (m) => void (pet(m).properties.age!.format = 'int64'),
    want: [] },
  { given: 'a format dropped from a query parameter', old: (m) => void (op(m, 'get_pet').parameters![1]!.schema = { type: 'string', format: 'uuid' }),
    new: (m) => void (op(m, 'get_pet').parameters![1]!.schema = { type: 'string' }),
    want: [['request-type-widened', 'minor', ['get_pet']]] },
  { given: 'a readOnly field removed (clients never send it)', new: (m) => void delete pet(m).properties.id,
    want: [['response-field-removed', 'B', BOTH]] },
  { given: 'a field removed whose component is readOnly (Apideck\'s CreatedAt: clients never send it either)',
    old: (m) => {
      m.schemas!.Stamp = { type: 'string', readOnly: true };
      pet(m).properties.createdAt = { $ref: 'Stamp' };
    },
    new: (m) => void (m.schemas!.Stamp = { type: 'string', readOnly: true }),
    want: [['response-field-removed', 'B', BOTH]] },
  { given: 'a field deprecated', new: (m) => void (pet(m).properties.tag!.deprecated = true),
    want: [['field-deprecated', 'minor', BOTH]] },
  { given: 'a change inside a recursive type (reported once)', new: (m) => void (pet(m).properties.children!.description = 'Kids.'),
    want: [] },
  { given: 'an optional parameter added', new: (m) => void op(m, 'get_pet').parameters!.push({ name: 'page', in: 'query' }),
    want: [['parameter-added-optional', 'minor', ['get_pet']]] },
  { given: 'a required parameter added', new: (m) => void op(m, 'get_pet').parameters!.push({ name: 'X-Tenant', in: 'header', required: true }),
    want: [['parameter-added-required', 'B', ['get_pet']]] },
  { given: 'a parameter removed', new: (m) => void op(m, 'get_pet').parameters!.pop(),
    want: [['parameter-removed', 'B', ['get_pet']]] },
  { given: 'a parameter made required', new: (m) => void (op(m, 'get_pet').parameters![1]!.required = true),
    want: [['parameter-became-required', 'B', ['get_pet']]] },
  { given: 'a parameter made optional', old: (m) => void (op(m, 'get_pet').parameters![1]!.required = true), new: () => {},
    want: [['parameter-became-optional', 'minor', ['get_pet']]] },
  { given: 'a parameter type changed', new: (m) => void (op(m, 'get_pet').parameters![1]!.schema = { type: 'string' }),
    want: [['request-type-changed', 'B', ['get_pet']]] },
  { given: 'a parameter deprecated', new: (m) => void (op(m, 'get_pet').parameters![1]!.deprecated = true),
    want: [['parameter-deprecated', 'minor', ['get_pet']]] },
  { given: 'a parameter now sent as JSON text', new: (m) => void (op(m, 'get_pet').parameters![1]!.contentType = 'application/json'),
    want: [['parameter-serialisation-changed', 'B', ['get_pet']]] },
  { given: 'a parameter\'s explode changed', new: (m) => void (op(m, 'get_pet').parameters![1]!.explode = false),
    want: [['parameter-serialisation-changed', 'B', ['get_pet']]] },
  { given: 'an operation renamed (same route)', new: (m) => void (op(m, 'get_pet').name = 'fetch_pet'),
    want: [['operation-renamed', 'B', ['fetch_pet']]] },
  { given: 'an operation removed', new: (m) => void m.operations.shift(),
    want: [['operation-removed', 'B', ['get_pet']]] },
  { given: 'an operation added', new: (m) => void m.operations.push({ name: 'list_pets', method: 'GET', path: '/api/pets', group: 'Pets', summary: 'List.' }),
    want: [['operation-added', 'minor', ['list_pets']]] },
  { given: 'a method changed (same name: a move)', new: (m) => void (op(m, 'create_pet').method = 'PUT'),
    want: [['operation-route-moved', 'B', ['create_pet']]] },
  { given: 'an operation moved to another path (same name)', new: (m) => void (op(m, 'create_pet').path = '/api/animals'),
    want: [['operation-route-moved', 'B', ['create_pet']]] },
  { given: 'an operation renamed and another given its old name (route decides)',
    new: (m) => { op(m, 'get_pet').name = 'fetch_pet'; m.operations.push({ name: 'get_pet', method: 'GET', path: '/api/pets', group: 'Pets', summary: 'List.' }); },
    want: [['operation-renamed', 'B', ['fetch_pet']], ['operation-added', 'minor', ['get_pet']]] },
  { given: 'a path changed (parameter renamed)', new: (m) => { op(m, 'get_pet').path = '/api/pets/{id}'; op(m, 'get_pet').parameters![0]!.name = 'id'; },
    want: [['path-changed', 'B', ['get_pet']]] },
  { given: 'an operation moved to another group', new: (m) => void (op(m, 'get_pet').group = 'Animals'),
    want: [['operation-moved', 'B', ['get_pet']]] },
  { given: 'an operation deprecated', new: (m) => void (op(m, 'get_pet').deprecated = true),
    want: [['operation-deprecated', 'minor', ['get_pet']]] },
  { given: 'a summary reworded', new: (m) => void (op(m, 'get_pet').summary = 'Fetch a pet.'),
    want: [['docs-changed', 'patch', ['get_pet']]] },
  { given: 'an auth scheme dropped', new: (m) => void (op(m, 'get_pet').auth = ['Jwt']),
    want: [['auth-scheme-removed', 'B', ['get_pet']]] },
  { given: 'a new scheme accepted', new: (m) => { m.security.schemes.Basic = { type: 'basic' }; op(m, 'get_pet').auth = ['Key', 'Jwt', 'Basic']; },
    want: [['security-scheme-added', 'minor', ['get_pet']], ['auth-scheme-added', 'minor', ['get_pet']]] },
  { given: 'a security scheme moved to another header', new: (m) => void (m.security.schemes.Key = { type: 'apiKey', header: 'X-Api-Key' }),
    want: [['security-scheme-changed', 'B', BOTH]] },
  { given: 'a version added', new: (m) => { m.media.currentVersion = 2; op(m, 'get_pet').versions = [1, 2]; op(m, 'create_pet').versions = [1]; },
    want: [['default-version-changed', 'minor', []], ['version-added', 'minor', ['get_pet']]] },
  { given: 'a version removed', old: (m) => void (op(m, 'get_pet').versions = [1, 2]), new: (m) => void (op(m, 'get_pet').versions = [2]),
    want: [['version-removed', 'B', ['get_pet']]] },
  { given: 'the request body made optional', new: (m) => void ((op(m, 'create_pet').requestBody as { required?: boolean }).required = false),
    want: [['request-body-became-optional', 'minor', ['create_pet']]] },
  { given: 'the request body removed', new: (m) => void (op(m, 'create_pet').requestBody = 'none'),
    want: [['request-body-removed', 'B', ['create_pet']]] },
  { given: 'the request media type changed', new: (m) => void ((op(m, 'create_pet').requestBody as { mediaType?: string }).mediaType = 'application/xml'),
    want: [['request-media-type-changed', 'B', ['create_pet']]] },
  { given: 'the success status changed', new: (m) => void (op(m, 'create_pet').response!.status = 200),
    want: [['response-status-changed', 'patch', ['create_pet']]] },
  { given: 'a success status added whose payload type the call already returned', new: (m) => void (op(m, 'create_pet').response!.also = { 200: { schema: { $ref: 'Pet' } } }),
    want: [['response-status-added', 'minor', ['create_pet']]] },
  { given: 'a success status added with a new payload type (a new member of the returned union)', new: (m) => void (op(m, 'get_pet').response!.also = { 202: { schema: { type: 'string' } } }),
    want: [['response-status-added-new-type', 'B', ['get_pet']]] },
  { given: 'a 204 added beside a body (void joins the returned union)', new: (m) => void (op(m, 'get_pet').response!.also = { 204: {} }),
    want: [['response-status-added-new-type', 'B', ['get_pet']]] },
  { given: 'an extra success status removed', old: (m) => void (op(m, 'get_pet').response!.also = { 202: {} }), new: () => {},
    want: [['response-status-removed', 'B', ['get_pet']]] },
  { given: 'the payload of an extra status changed', old: (m) => void (op(m, 'get_pet').response!.also = { 202: { schema: { type: 'string' } } }),
    new: (m) => void (op(m, 'get_pet').response!.also = { 202: { schema: { type: 'integer' } } }),
    want: [['response-type-changed', 'B', ['get_pet']]] },
  { given: 'the main status moved to an extra one (201 + 200 → 200 + 201: both still answered)', old: (m) => void (op(m, 'create_pet').response!.also = { 200: { schema: { $ref: 'Pet' } } }),
    new: (m) => void (op(m, 'create_pet').response = { status: 200, schema: { $ref: 'Pet' }, also: { 201: { schema: { $ref: 'Pet' } } } }),
    want: [['response-status-changed', 'patch', ['create_pet']]] },
  { given: 'a response header added', new: (m) => void (op(m, 'get_pet').response!.headers = { 'X-Rate-Limit': { schema: { type: 'integer' } } }),
    want: [['response-header-added', 'minor', ['get_pet']]] },
  { given: 'a response header removed', old: (m) => void (op(m, 'get_pet').response!.headers = { 'X-Rate-Limit': { schema: { type: 'integer' } } }), new: () => {},
    want: [['response-header-removed', 'B', ['get_pet']]] },
  { given: 'a response header retyped (names compared case-insensitively)', old: (m) => void (op(m, 'get_pet').response!.headers = { 'X-Rate-Limit': { schema: { type: 'integer' } } }),
    new: (m) => void (op(m, 'get_pet').response!.headers = { 'x-rate-limit': { schema: { type: 'string' } } }),
    want: [['response-type-changed', 'B', ['get_pet']]] },
  { given: 'a typed response made untyped', new: (m) => void delete op(m, 'get_pet').response!.schema,
    want: [['response-type-widened', 'B', ['get_pet']]] },
  { given: 'an untyped response typed', old: (m) => void delete op(m, 'get_pet').response!.schema, new: () => {},
    want: [['response-type-narrowed', 'minor', ['get_pet']]] },
  { given: 'a response union gained a variant', old: (m) => void (op(m, 'get_pet').response!.schema = { oneOf: [{ $ref: 'Pet' }] }),
    new: (m) => void (op(m, 'get_pet').response!.schema = { oneOf: [{ $ref: 'Pet' }, { type: 'string' }] }),
    want: [['response-variant-added', 'B', ['get_pet']]] },
  { given: 'a field added to an allOf part', old: (m) => void (op(m, 'get_pet').response!.schema = { allOf: [{ $ref: 'Pet' }, { type: 'object', properties: { a: { type: 'string' } } }] }),
    new: (m) => void (op(m, 'get_pet').response!.schema = { allOf: [{ $ref: 'Pet' }, { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }] }),
    want: [['response-field-added', 'minor', ['get_pet']]] },
  { given: 'a type wrapped in a one-part allOf (the same type)', new: (m) => void (op(m, 'get_pet').response!.schema = { allOf: [{ $ref: 'Pet' }] }),
    want: [] },
  { given: 'a type extended through allOf (an object plus a part: one new field)',
    new: (m) => void (op(m, 'get_pet').response!.schema = { allOf: [{ $ref: 'Pet' }, { type: 'object', properties: { a: { type: 'string' } } }] }),
    want: [['response-field-added', 'minor', ['get_pet']]] },
  { given: 'an allOf of objects flattened back into one object (no change)',
    old: (m) => void (op(m, 'create_pet').requestBody = { required: true, schema: { allOf: [{ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }, { type: 'object', properties: { tag: { type: 'string' } } }] } }),
    new: (m) => void (op(m, 'create_pet').requestBody = { required: true, schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tag: { type: 'string' } } } }),
    want: [] },
  { given: 'a nullable type extended through allOf (a part refuses null: no longer null)',
    old: (m) => void (m.schemas!.Pet!.nullable = true),
    new: (m) => { m.schemas!.Pet!.nullable = true; op(m, 'get_pet').response!.schema = { allOf: [{ $ref: 'Pet' }, { type: 'object', properties: { a: { type: 'string' } } }] }; },
    want: [['response-nullable-removed', 'minor', ['get_pet']], ['response-field-added', 'minor', ['get_pet']]] },
  { given: 'a named type swapped for a nullable copy of another name',
    new: (m) => { m.schemas!.NullablePet = { ...structuredClone(m.schemas!.Pet!), nullable: true }; op(m, 'get_pet').response!.schema = { $ref: 'NullablePet' }; },
    want: [['response-nullable-added', 'B', ['get_pet']], ['schema-added', 'minor', ['get_pet']]] },
  { given: 'a type widened to a union with it (T → T | U)', new: (m) => void (pet(m).properties.tag = { type: ['string', 'integer'] }),
    want: [['response-variant-added', 'B', BOTH], ['request-variant-added', 'minor', ['create_pet']]] },
  { given: 'a union narrowed to one of its variants (T | U → T)', old: (m) => void (pet(m).properties.tag = { type: ['string', 'integer'] }), new: () => {},
    want: [['request-variant-removed', 'B', ['create_pet']], ['response-variant-removed', 'minor', BOTH]] },
  { given: 'an inline variant given a name (same shape: no change)',
    old: (m) => void (op(m, 'get_pet').response!.schema = { oneOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string' } } }] }),
    new: (m) => { m.schemas!.A = { type: 'object', properties: { a: { type: 'string' } } }; op(m, 'get_pet').response!.schema = { oneOf: [{ type: 'string' }, { $ref: 'A' }] }; },
    want: [['schema-added', 'minor', ['get_pet']]] },
  { given: 'a raw upload schema given format binary (the client sends bytes either way)',
    old: (m) => void (op(m, 'create_pet').requestBody = { required: true, mediaType: 'application/octet-stream', schema: { type: 'string' } }),
    new: (m) => void (op(m, 'create_pet').requestBody = { required: true, mediaType: 'application/octet-stream', schema: { type: 'string', format: 'binary' } }),
    want: [] },
  { given: 'an enum dropped (any string now)', new: (m) => void delete pet(m).properties.kind!.enum,
    want: [['response-type-widened', 'B', BOTH], ['request-type-widened', 'minor', ['create_pet']]] },
  { given: 'a named type removed (inlined instead)', new: (m) => { const s = m.schemas!.Pet!; delete m.schemas!.Pet; s.properties!.children = { type: 'array' }; op(m, 'get_pet').response!.schema = s; op(m, 'create_pet').requestBody = { required: true, schema: s }; op(m, 'create_pet').response!.schema = s; },
    want: [['schema-removed', 'B', BOTH], ['response-type-widened', 'B', BOTH], ['request-type-widened', 'minor', ['create_pet']]] },
  { given: 'the media type template changed', new: (m) => void (m.media.success = 'application/vnd.pets.v{version}+json'),
    want: [['media-type-changed', 'B', BOTH]] },
  { given: 'the client renamed', new: (m) => void (m.client = { name: 'PetClient' }),
    want: [['client-renamed', 'B', []]] },
  { given: 'the default server moved', new: (m) => void (m.servers = [{ url: 'https://new.example' }]),
    want: [['server-changed', 'patch', []]] },
  { given: 'a server variable added, its default giving the same URL', old: (m) => void (m.servers = [{ url: 'https://eu.pets.example' }]),
    new: (m) => void (m.servers = [{ url: 'https://{region}.pets.example', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }]),
    want: [['server-variable-added', 'minor', []]] },
  { given: 'a server variable\'s values narrowed and widened, another removed',
    old: (m) => void (m.servers = [{ url: 'https://{region}.pets.example/{stage}', variables: { region: { default: 'eu', enum: ['eu', 'us'] }, stage: { default: 'v1' } } }]),
    new: (m) => void (m.servers = [{ url: 'https://{region}.pets.example/v1', variables: { region: { default: 'eu', enum: ['eu', 'ap'] } } }]),
    want: [['server-variable-narrowed', 'B', []], ['server-variable-removed', 'B', []], ['server-variable-widened', 'minor', []]] },
  { given: 'a server variable limited to some values (any before), and one no longer limited',
    old: (m) => void (m.servers = [{ url: 'https://{region}.pets.example/{stage}', variables: { region: { default: 'eu' }, stage: { default: 'v1', enum: ['v1'] } } }]),
    new: (m) => void (m.servers = [{ url: 'https://{region}.pets.example/{stage}', variables: { region: { default: 'eu', enum: ['eu'] }, stage: { default: 'v1' } } }]),
    want: [['server-variable-narrowed', 'B', []], ['server-variable-widened', 'minor', []]] },
  { given: 'an operation now served from its own host', new: (m) => void (op(m, 'get_pet').server = 'https://pets.example.com'),
    want: [['operation-server-changed', 'patch', ['get_pet']]] },
  { given: 'an operation\'s own host moved', old: (m) => void (op(m, 'get_pet').server = 'https://pets.example.com'), new: (m) => void (op(m, 'get_pet').server = 'https://pets2.example.com'),
    want: [['operation-server-changed', 'patch', ['get_pet']]] },
  { given: 'an XML response of data gains a field (its schema is compared, as JSON\'s is)', old: xmlPet, new: (m) => { xmlPet(m); pet(m).properties.color = { type: 'string' }; },
    want: [['response-field-added', 'minor', BOTH], ['request-field-added-optional', 'minor', ['create_pet']]] },
  { given: 'an XML element renamed (the client reads other XML)', old: xmlPet, new: (m) => { xmlPet(m); pet(m).properties.tag!.xml = { name: 'label' }; },
    want: [['response-xml-changed', 'B', ['get_pet']]] },
  { given: 'an XML field made an attribute, and a list wrapped, in a body (the client sends other XML)', old: xmlBody,
    new: (m) => { xmlBody(m); pet(m).properties.name!.xml = { attribute: true }; pet(m).properties.children!.xml = { wrapped: true }; },
    want: [['request-xml-changed', 'B', ['create_pet']], ['request-xml-changed', 'B', ['create_pet']]] },
  { given: 'XML hints of a JSON payload (nothing on the wire)', new: (m) => void (pet(m).properties.tag!.xml = { name: 'label' }), want: [] },
  { given: 'nothing', new: () => {}, want: [] },
];

describe('diff classification', () => {
  it.each(CASES)('$given', ({ old, new: edit, want }) => {
    const report = diffApis(apiOf(old ?? (() => {})), apiOf(edit));
    expect(report.changes.map((c) => [c.kind, c.breaking ? 'B' : c.bump, c.operations])).toEqual(want);
  });
});
