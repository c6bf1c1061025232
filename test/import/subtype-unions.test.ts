/**
 * Given a base schema with a `discriminator` but no `oneOf` and the schemas that extend it
 * through `allOf` (Java, .NET and Azure polymorphism), want the base as a `oneOf` of its
 * subtypes, its shape as `<Base>Base`, and each subtype fixing the discriminating property.
 * Then end to end: the generated client takes a subtype's literal as the body and narrows an
 * answer by the property (`tsc --strict`), and `serve --mock` over loopback accepts the body and
 * answers one of the subtypes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { serve } from '../../generator/serve/index.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const fixedTo = (property: string, value: string) => ({ type: 'object', required: [property], properties: { [property]: { type: 'string', enum: [value] } } });

function schemasOf(schemas: Record<string, unknown>) {
  const result = importOpenApi({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://pets.example' }],
    paths: { '/pets': { post: { operationId: 'createPet', requestBody: { required: true, content: { 'application/json': { schema: ref('Pet') } } }, responses: { '200': { description: 'The pet.', content: { 'application/json': { schema: ref('Pet') } } } } } } },
    components: { schemas },
  });
  return { result, schemas: result.manifest.schemas! };
}

const PET = { type: 'object', required: ['petType'], properties: { name: { type: 'string' }, petType: { type: 'string' } } };
const CAT = { allOf: [ref('Pet'), { type: 'object', properties: { hunts: { type: 'boolean' } } }] };
const DOG = { allOf: [ref('Pet'), { type: 'object', required: ['packSize'], properties: { packSize: { type: 'integer', minimum: 0 } } }] };
const PET_SHAPE = { type: 'object', required: ['petType'], properties: { name: { type: 'string' }, petType: { type: 'string' } } };

describe('a discriminated base and the schemas that extend it', () => {
  it('by its mapping: a oneOf of the mapped subtypes, its shape PetBase, each subtype fixing petType', () => {
    const { schemas } = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } } }, Cat: CAT, Dog: DOG });
    expect(Object.keys(schemas)).toEqual(['Pet', 'PetBase', 'Cat', 'Dog']);
    expect(schemas.Pet).toEqual({ oneOf: [{ $ref: 'Cat' }, { $ref: 'Dog' }], discriminator: { propertyName: 'petType', mapping: { cat: 'Cat', dog: 'Dog' } } });
    expect(schemas.PetBase).toEqual({ ...PET_SHAPE, description: 'What every `Pet` has, which `Cat` and `Dog` extend.' });
    expect(schemas.Cat).toEqual({ allOf: [{ $ref: 'PetBase' }, { type: 'object', properties: { hunts: { type: 'boolean' } } }, fixedTo('petType', 'cat')] });
    expect(schemas.Dog!.allOf!.at(-1)).toEqual(fixedTo('petType', 'dog'));
  });

  it('fixes a subtype that several mapped values name to any of them (Apple\'s SiriKit invocations)', () => {
    const mapping = { 'cat.small': 'Cat', 'cat.big': 'Cat', dog: 'Dog' };
    const { schemas } = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType', mapping } }, Cat: CAT, Dog: DOG });
    expect(schemas.Pet!.discriminator).toEqual({ propertyName: 'petType', mapping });
    expect(schemas.Cat!.allOf!.at(-1)).toEqual({ type: 'object', required: ['petType'], properties: { petType: { type: 'string', enum: ['cat.small', 'cat.big'] } } });
  });

  it.each([
    { given: "without a mapping: each extending schema's name (OpenAPI's implicit mapping)", cat: CAT, want: { Cat: 'Cat', Dog: 'Dog' } },
    { given: "Azure's x-ms-discriminator-value where a subtype has one", cat: { ...CAT, 'x-ms-discriminator-value': 'Feline' }, want: { Feline: 'Cat', Dog: 'Dog' } },
  ])('$given', ({ cat, want }) => {
    const { schemas } = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType' } }, Cat: cat, Dog: DOG });
    expect(schemas.Pet!.discriminator).toEqual({ propertyName: 'petType', mapping: want });
    expect(schemas.Cat!.allOf!.at(-1)).toEqual(fixedTo('petType', Object.keys(want)[0]!));
  });

  it('keeps a base that is a value of its own as the last variant, its value fixed there and not in its shape', () => {
    const { schemas } = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType' }, 'x-ms-discriminator-value': 'pet' }, Cat: CAT });
    expect(schemas.Pet).toEqual({
      oneOf: [{ $ref: 'Cat' }, { allOf: [{ $ref: 'PetBase' }, fixedTo('petType', 'pet')] }],
      discriminator: { propertyName: 'petType', mapping: { Cat: 'Cat', pet: 'PetBase' } },
    });
    expect(schemas.PetBase!.properties).toEqual(PET_SHAPE.properties);
  });

  it.each([
    ['declared after it', ['Animal', 'Pet', 'Cat']],
    ['declared before it', ['Cat', 'Pet', 'Animal']],
  ])('does not fix the property on a subtype that is itself a discriminated base, %s: its own subtypes do', (_when, order) => {
    const given: Record<string, unknown> = {
      Animal: { ...PET, discriminator: { propertyName: 'petType' } },
      Pet: { allOf: [ref('Animal')], discriminator: { propertyName: 'petType' } },
      Cat: CAT,
    };
    const { schemas } = schemasOf(Object.fromEntries(order.map((name) => [name, given[name]])));
    expect(schemas.Animal).toEqual({ oneOf: [{ $ref: 'Pet' }], discriminator: { propertyName: 'petType', mapping: { Pet: 'Pet' } } });
    expect(schemas.PetBase).toEqual({ description: 'What every `Pet` has, which `Cat` extends.', allOf: [{ $ref: 'AnimalBase' }] });
    expect(schemas.Cat!.allOf!.at(-1)).toEqual(fixedTo('petType', 'Cat'));
  });

  it('names the shape PetBase2 when PetBase is taken, and leaves a base nothing extends as it is', () => {
    const taken = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType' } }, Cat: CAT, PetBase: { type: 'string' } }).schemas;
    expect([taken.PetBase, taken.Cat!.allOf![0]]).toEqual([{ type: 'string' }, { $ref: 'PetBase2' }]);
    const alone = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType' } } }).schemas;
    expect(alone.Pet).toEqual({ ...PET, discriminator: { propertyName: 'petType' } });
  });

  it.each([
    {
      given: "a value the property's enum does not take",
      schemas: { Kind: { type: 'string', enum: ['cat'] }, Pet: { ...PET, properties: { petType: ref('Kind') }, discriminator: { propertyName: 'petType' } }, Cat: CAT, Dog: DOG },
    },
    {
      given: "a subtype extended in turn without a discriminator of its own (Azure's NetworkResourceProperties)",
      schemas: { Pet: { ...PET, discriminator: { propertyName: 'petType' } }, Cat: CAT, Lion: { allOf: [ref('Cat')], 'x-ms-discriminator-value': 'lion' } },
    },
  ])('leaves the base as it is given $given: fixing values would leave out values the description allows', ({ schemas: given }) => {
    const { schemas } = schemasOf(given);
    expect(schemas.Pet!.discriminator).toEqual({ propertyName: 'petType' });
    expect(schemas.PetBase).toBeUndefined();
    expect(schemas.Cat!.allOf![0]).toEqual({ $ref: 'Pet' });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a list (Zalando names its page content)', { type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' } }],
    ['a $ref to a number', { $ref: '#/components/schemas/Count' }, { $ref: 'Count' }],
  ])('leaves a base as it is when the discriminating property it declares is %s: no subtype fixes that to a name', (_what, declared, imported) => {
    const page = { type: 'object', required: ['content'], properties: { content: declared }, discriminator: { propertyName: 'content' } };
    const { schemas } = schemasOf({ Pet: page, Cat: CAT, Count: { type: 'integer' } });
    expect(schemas.Pet).toEqual({ ...page, properties: { content: imported } });
    expect(schemas.Cat!.allOf![0]).toEqual({ $ref: 'Pet' });
  });
});

describe('the generated client and server', () => {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp-subtypes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('take a subtype literal as the body, narrow an answer by petType, and mock one subtype', { timeout: 300_000 }, async () => {
    const { result } = schemasOf({ Pet: { ...PET, discriminator: { propertyName: 'petType' } }, Cat: CAT, Dog: DOG });
    await expectLoadable(result, dir, 'pets.yaml');
    const outDir = join(dir, 'out');
    const { api } = await generate({ manifestPath: join(dir, 'pets.yaml'), outDir, cache: false });
    writeFileSync(
      join(outDir, 'client/src/usage.ts'),
      `import { BasePetsClient, createPet } from './index.ts';
export async function usage(client: BasePetsClient): Promise<number> {
  const pet = await createPet(client, { body: { petType: 'Dog', name: 'Rex', packSize: 3 } });
  return pet.petType === 'Dog' ? pet.packSize : pet.hunts ? 1 : 0;
}
`,
    );
    const tsc = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(outDir, 'client')], { cwd: PROJECT_ROOT }).then(
      () => '',
      (error: { stdout?: string }) => String(error.stdout || error),
    );
    expect(tsc).toBe('');

    const stub = await serve({ api, port: 0, mock: { seed: 3 }, handleSignals: false, env: {}, log: () => {} });
    try {
      const send = (body: unknown) => fetch(`${stub.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answered = await send({ petType: 'Dog', packSize: 3 });
      expect(answered.status).toBe(200);
      const pet = (await answered.json()) as { petType: string; packSize?: number };
      expect(['Cat', 'Dog']).toContain(pet.petType);
      if (pet.petType === 'Dog') expect(pet.packSize).toBeGreaterThanOrEqual(0);
      // A Dog without its pack size is no Pet: the 400 names what the Dog it meant lacks.
      const refused = await send({ petType: 'Dog' });
      expect([refused.status, ((await refused.json()) as { errors: unknown }).errors]).toEqual([400, [{ pointer: '/body/packSize', detail: 'expected integer ≥ 0, got nothing' }]]);
    } finally {
      await stub.close();
    }
  });
});
