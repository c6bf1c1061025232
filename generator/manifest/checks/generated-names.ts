/**
 * Checks the names the emitters derive from the manifest, so that `validate` refuses, with a
 * position, every manifest `generate` would stop on: group `name`s (or `key`s) must give a
 * usable, distinct identifier and file name; security scheme `clientOption`s (given or
 * defaulted) must not shadow a runtime option; `schemas` names and `client.name` must not
 * clash with what the client package exports, nor an operation's function another's spec
 * constant; and the parameters of an operation must give
 * distinct keys in its params object (headers are camelCased, the body is `body`).
 * The runtime names below mirror templates/client/core and generator/emit/client.
 */
import { defaultClientOption } from '../../ir/client-option.ts';
import { camelCase, headerKey, kebabCase, pascalCase } from '../../ir/names.ts';
import { parsePathTemplate, pathParamNames } from '../../ir/path-template.ts';
import { type CheckContext, isRecord } from './context.ts';

/** Longest group key: it names files (`client/src/resources/<key>.ts`), which file systems cap at 255 bytes. */
export const MAX_GROUP_KEY_LENGTH = 64;
export const GROUP_KEY = /^[a-z][A-Za-z0-9]*$/;
/** Pages the docs emitter writes next to one `<group>.md` per group. */
export const DOC_PAGES: ReadonlySet<string> = new Set(['authentication', 'guide', 'readme', 'schemas']);
/** Members of the client class (ClientCore and the generated client) a group property would shadow, as they are written. */
export const CLIENT_MEMBERS: ReadonlyMap<string, string> = new Map([
  ['request', 'request()'],
  ['send', 'send()'],
  ['apiVersion', 'apiVersion'],
  ['toJSON', 'toJSON()'],
]);
/**
 * Functions of the client's runtime that the package index exports or operation files import
 * (the encoders and parsers specs name, the credential writers of API specs, `paginate`), which
 * an operation's function would clash with.
 */
export const RUNTIME_FUNCTIONS: ReadonlySet<string> = new Set([
  'customRequest', 'toFile', 'paginate', 'basicCredential', 'queryCredential', 'cookieCredential', 'encodeStyledSegment', 'encodeQueryParams', 'encodeHeaderParams', 'encodeBody', 'encodeForm', 'encodeMultipart', 'encodeJsonParams', 'readByMediaType', 'parseResponseHeaders',
]);
/** Options of `ClientCoreOptions` (templates/client/core/options.ts) a credential option would shadow. */
export const CORE_OPTIONS: ReadonlySet<string> = new Set([
  'baseURL', 'credentials', 'tokenProvider', 'exchangeApiKey', 'apiVersion', 'maxRetries', 'timeout', 'fetch',
  'onRequest', 'onResponse', 'defaultHeaders', 'refreshSkewSeconds', 'clock', 'maxResponseBytes',
  'followCrossOriginRedirects', 'maxRedirects', 'serverURLs', 'serverVariables',
]);
/** Names the client package's index exports from its runtime. */
export const RUNTIME_EXPORTS: ReadonlySet<string> = new Set([
  'APIPromise', 'AbortError', 'ApiError', 'ApiVersionError', 'ClientCore', 'ConnectionError', 'CredentialsError',
  'InvalidRequestError', 'ProblemError', 'TimeoutError', 'BasicCredential', 'ClientCoreOptions', 'Credential', 'Fetch',
  'OutgoingRequest', 'RequestOptions', 'PagePromise',
]);

export function checkGeneratedNames(ctx: CheckContext): void {
  checkGroupKeys(ctx);
  checkClientOptions(ctx);
  checkExportedNames(ctx);
  checkOperationBindings(ctx);
  checkParamKeys(ctx);
}

/**
 * Beside each operation's function (`createApi`) the client package exports its spec
 * (`createApiSpec`): an operation named `create_api_spec` would declare that name twice; and
 * one named `custom_request` would declare the runtime's `customRequest` again.
 */
function checkOperationBindings(ctx: CheckContext): void {
  const specs = new Map<string, string>();
  for (const { op } of ctx.operations()) if (typeof op.name === 'string') specs.set(`${camelCase(op.name)}Spec`, op.name);
  for (const { op, index } of ctx.operations()) {
    const other = typeof op.name === 'string' ? specs.get(camelCase(op.name)) : undefined;
    if (typeof op.name === 'string' && RUNTIME_FUNCTIONS.has(camelCase(op.name))) {
      ctx.report(['operations', index, 'name'], `the client function ${JSON.stringify(camelCase(op.name))} of this operation is also a function of the client's runtime; rename the operation`);
    }
    if (other !== undefined) {
      ctx.report(['operations', index, 'name'], `the client function ${JSON.stringify(camelCase(op.name as string))} of this operation is also the spec constant of operation ${other}; rename one`);
    }
  }
}

/** Each group once, where it is declared (or first used), with the key the IR gives it. */
function groupsOf(ctx: CheckContext): { name: string; key: string; path: (string | number)[]; explicit: boolean }[] {
  const out = new Map<string, { name: string; key: string; path: (string | number)[]; explicit: boolean }>();
  // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no group mapping either
  (Array.isArray(ctx.data.groups) ? ctx.data.groups : []).forEach((group, index) => {
    if (!isRecord(group) || typeof group.name !== 'string' || out.has(group.name)) return;
    const explicit = typeof group.key === 'string';
    out.set(group.name, { name: group.name, key: explicit ? (group.key as string) : camelCase(group.name), path: ['groups', index, explicit ? 'key' : 'name'], explicit });
  });
  for (const { op, index } of ctx.operations()) {
    if (typeof op.group === 'string' && !out.has(op.group)) out.set(op.group, { name: op.group, key: camelCase(op.group), path: ['operations', index, 'group'], explicit: false });
  }
  return [...out.values()];
}

function checkGroupKeys(ctx: CheckContext): void {
  const keys = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const group of groupsOf(ctx)) {
    const { key } = group;
    if (!group.explicit && !GROUP_KEY.test(key)) {
      ctx.report(group.path, `group ${JSON.stringify(group.name)} gives no identifier${key ? ` (it becomes ${JSON.stringify(key)})` : ''}: start it with an ASCII letter, or add a camelCase key`);
      continue;
    }
    if (key.length > MAX_GROUP_KEY_LENGTH) {
      ctx.report(group.path, `expected a group key of at most ${MAX_GROUP_KEY_LENGTH} characters, got ${key.length}: it names generated files`);
      continue;
    }
    if (CLIENT_MEMBERS.has(key)) ctx.report(group.path, `group key ${JSON.stringify(key)} would shadow the client's own ${CLIENT_MEMBERS.get(key)}; choose another`);
    const slug = groupSlug(key);
    if (DOC_PAGES.has(slug)) ctx.report(group.path, `group ${JSON.stringify(group.name)} would be written to docs/${slug}.md, which is a page of its own; choose another name or key`);
    const sameKey = keys.get(key);
    const sameSlug = slugs.get(slug);
    if (sameKey !== undefined) ctx.report(group.path, `group ${JSON.stringify(group.name)} gets the key ${JSON.stringify(key)}, like group ${JSON.stringify(sameKey)}`);
    else if (sameSlug !== undefined) ctx.report(group.path, `group ${JSON.stringify(group.name)} gets the file name ${slug}, like group ${JSON.stringify(sameSlug)}`);
    keys.set(key, group.name);
    slugs.set(slug, group.name);
  }
}

/** The file name (`docs/<slug>.md`, `resources/<slug>.ts`) a group key gives. */
export function groupSlug(key: string): string {
  return kebabCase(key).toLowerCase();
}

/**
 * The types the client package declares for an operation: `<Operation>Params` and
 * `<Operation>Response`, `<Operation>Version` when its `versions` is a map (payloads that
 * may differ by version), `<Operation>Item` when it has `pagination`, and
 * `<Operation>ResponseHeaders` when its response declares `headers`.
 */
export function operationTypeNames(
  operationName: string,
  versioned = false,
  paginated = false,
  withHeaders = false,
): { params: string; response: string; version?: string; item?: string; headers?: string } {
  const type = pascalCase(operationName);
  return {
    params: `${type}Params`,
    response: `${type}Response`,
    ...(versioned ? { version: `${type}Version` } : {}),
    ...(paginated ? { item: `${type}Item` } : {}),
    ...(withHeaders ? { headers: `${type}ResponseHeaders` } : {}),
  };
}

/** The names the client class takes: `client.name`, or `<Id>Client`, with its base class and options type. */
export function clientClassNames(id: string, clientName?: string): string[] {
  const name = clientName ?? `${pascalCase(id)}Client`;
  return [name, `Base${name}`, `${name}Options`];
}

/** Whether the operation's params object has a `body` key (an explicit body, or POST/PUT/PATCH without `requestBody: none`). */
export function hasBodyKey(op: Record<string, unknown>): boolean {
  // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no version entry either
  const versions = isRecord(op.versions) ? Object.values(op.versions) : [];
  if (versions.some((entry) => isRecord(entry) && isRecord(entry.requestBody))) return true;
  return op.requestBody !== 'none' && (isRecord(op.requestBody) || ['POST', 'PUT', 'PATCH'].includes(String(op.method)));
}

function checkClientOptions(ctx: CheckContext): void {
  const security = isRecord(ctx.data.security) ? ctx.data.security : {};
  const schemes = isRecord(security.schemes) ? security.schemes : {};
  const taken = new Map<string, string>();
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isRecord(scheme)) continue;
    const given = typeof scheme.clientOption === 'string';
    const option = given ? (scheme.clientOption as string) : defaultClientOption(name, schemes);
    if (option === undefined) continue;
    const path = given ? ['security', 'schemes', name, 'clientOption'] : ['security', 'schemes', name];
    const other = taken.get(option);
    if (CORE_OPTIONS.has(option)) ctx.report(path, `client option ${JSON.stringify(option)} of ${name} would shadow the client's own ${option} option; set another clientOption`);
    // Two explicit options that clash are reported by checkSecurity.
    else if (other !== undefined && !(given && isRecord(schemes[other]) && typeof schemes[other].clientOption === 'string')) {
      ctx.report(path, `client option ${JSON.stringify(option)} of ${name} is already used by ${other}; set another clientOption`);
    }
    taken.set(option, name);
  }
}

function checkExportedNames(ctx: CheckContext): void {
  const client = isRecord(ctx.data.client) ? ctx.data.client : {};
  const id = typeof ctx.data.id === 'string' ? ctx.data.id : '';
  const clientNames = clientClassNames(id, typeof client.name === 'string' ? client.name : undefined);
  const [clientName] = clientNames;
  if (typeof client.name === 'string') {
    const clash = clientNames.find((n) => RUNTIME_EXPORTS.has(n)) ?? groupsOf(ctx).map((g) => g.key.charAt(0).toUpperCase() + g.key.slice(1)).find((n) => clientNames.includes(n));
    if (clash) ctx.report(['client', 'name'], `client name ${JSON.stringify(clientName)} would make the client package declare ${JSON.stringify(clash)} twice; choose another`);
  }
  // Stryker disable next-line ArrayDeclaration: a text among the operation types is no PascalCase schema name
  const operationTypes = new Set(ctx.operations().flatMap(({ op }) => (typeof op.name === 'string' ? Object.values(operationTypeNames(op.name, isRecord(op.versions), isRecord(op.pagination), isRecord(op.response) && isRecord(op.response.headers))) : [])));
  for (const name of ctx.schemaNames()) {
    const what = RUNTIME_EXPORTS.has(name) ? 'a runtime export' : clientNames.includes(name) ? 'a client class' : operationTypes.has(name) ? 'an operation type' : undefined;
    if (what) ctx.report(['schemas', name], `schema name ${JSON.stringify(name)} is also ${what} of the client package; choose another`, { atKey: true });
  }
}

function checkParamKeys(ctx: CheckContext): void {
  for (const { op, index } of ctx.operations()) {
    // Key → which parameter took it, as `<in> <name>` (header names compare case-insensitively).
    const keys = new Map<string, string>();
    if (hasBodyKey(op)) keys.set('body', 'the request body');
    const parsed = typeof op.path === 'string' ? parsePathTemplate(op.path) : undefined;
    // Stryker disable next-line ArrayDeclaration: a path that does not parse is reported by the path check, and the text names no parameter
    for (const name of parsed?.ok ? pathParamNames(parsed.template) : []) {
      if (keys.has(name)) ctx.report(['operations', index, 'path'], `path parameter {${name}} becomes the key ${JSON.stringify(name)} of the params object, like ${keys.get(name)}; rename one`);
      keys.set(name, `path ${name}`);
    }
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no parameter mapping either
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((param, p) => {
      if (!isRecord(param) || typeof param.name !== 'string' || typeof param.in !== 'string') return;
      const key = param.in === 'header' ? headerKey(param.name) : param.name;
      const label = `${param.in} ${param.in === 'header' ? param.name.toLowerCase() : param.name}`;
      const other = keys.get(key);
      // The same name in the same place is reported as a duplicate parameter.
      if (other !== undefined && other !== label) {
        ctx.report(['operations', index, 'parameters', p, 'name'], `parameter ${JSON.stringify(param.name)} becomes the key ${JSON.stringify(key)} of the params object, like ${other}; rename one`);
      }
      keys.set(key, label);
    });
  }
}
