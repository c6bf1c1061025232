/**
 * generator/emit/server/handlers-file.ts and payload-types.ts for XML of data: the handler may
 * return the data (the server writes it as XML) or XML text, once each in its type when JSON is
 * offered too (Swagger Petstore), and gets an XML body of data as the data; XML of a scalar, and
 * text, stay a string.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlersFile } from '../../../generator/emit/server/handlers-file.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { manifestHead } from '../../helpers/manifest-head.ts';
import { tempDir } from '../../helpers/tmp.ts';

const work = tempDir('xml-handlers');

const MANIFEST = `${manifestHead('xml', 'Xml')}
operations:
  - { name: get_pet, group: pets, method: GET, path: /pet, summary: JSON and XML., response: { content: { application/json: { schema: { $ref: Pet } }, application/xml: { schema: { $ref: Pet } } } } }
  - { name: list_pets, group: pets, method: GET, path: /pets, summary: XML only., response: { content: { application/xml: { schema: { type: array, items: { $ref: Pet } } } } } }
  - { name: get_name, group: pets, method: GET, path: /name, summary: XML of a string., response: { content: { application/xml: { schema: { type: string } } } } }
  - { name: get_note, group: pets, method: GET, path: /note, summary: Text., response: { content: { text/plain: { schema: { $ref: Pet } } } } }
  - { name: put_pet, group: pets, method: PUT, path: /pet, summary: An XML body of data., requestBody: { required: true, content: { application/xml: { schema: { $ref: Pet } } } }, response: { content: { application/json: { schema: { $ref: Pet } } } } }
  - { name: put_note, group: pets, method: PUT, path: /note, summary: An XML body of a string., requestBody: { required: true, content: { application/xml: { schema: { type: string } } } }, response: { content: { application/json: { schema: { $ref: Pet } } } } }
schemas:
  Pet:
    type: object
    xml: { name: pet }
    properties:
      id: { type: integer, xml: { attribute: true } }
`;

/** The handlers file of MANIFEST, emitted once for every row. */
let emitted: Promise<string> | undefined;
function handlersText(): Promise<string> {
  emitted ??= (async () => {
    const path = `${work}/xml.yaml`;
    writeFileSync(path, MANIFEST);
    return handlersFile(await loadApi(path)).content;
  })();
  return emitted;
}

describe('handler result types of XML responses', () => {
  it.each([
    ['getPet', 'HandlerResult<Pet | string>'],
    ['listPets', 'HandlerResult<Pet[] | string>'],
    ['getName', 'HandlerResult<string>'],
    ['getNote', 'HandlerResult<string>'],
  ])('%s returns %s', async (handler, want) => {
    const signature = (await handlersText()).split('\n').find((line) => line.includes(`${handler}?(`));
    expect(signature).toContain(`): ${want};`);
  });

  it.each([
    ['PutPetInput', 'body: Pet;'],
    ['PutNoteInput', 'body: string;'],
  ])('%s has %s', async (input, want) => {
    const text = await handlersText();
    const body = text.slice(text.indexOf(`interface ${input} {`)).split('\n}')[0]!;
    expect(body).toContain(want);
  });
});
