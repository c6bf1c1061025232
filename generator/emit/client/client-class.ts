/**
 * The client classes: `Base<Name>` (options and credentials only, for use with the standalone
 * functions) in `base-client.ts`, and `<Name>` with one property per group in `client.ts`.
 * The client options use the manifest's ergonomic credential names (`apiKey`, `basic`, …) and
 * are mapped here onto the scheme names the runtime works with.
 */
import { keyLocation } from '../../ir/key-location.ts';
import type { Api, SecurityScheme } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import type { MethodDeclarationStructure, OptionalKind } from 'ts-morph';
import { docText, type StatementStructures, StructureKind } from '../ts/render.ts';
import { groupClassName } from './group-class.ts';
import { assertDistinct, bindingName, isIdentifier, propertyKey } from './identifiers.ts';
import { blankLineBefore, renderFile } from './layout.ts';
import { inlineLiteral } from '../ts/literal.ts';
import { hasVersionedPayloads } from '../../ir/versions.ts';
import { serverVariablesOption } from './server-variables-option.ts';
import { CLIENT_MEMBERS, CORE_OPTIONS } from '../../manifest/checks/generated-names.ts';

/** Public members of the client class a group property must not shadow. */
const CORE_MEMBERS = [...CLIENT_MEMBERS.keys(), 'constructor'];
/** Names the constructor body uses itself. */
const CONSTRUCTOR_LOCALS = new Set(['options', 'coreOptions', 'apiSpec', 'ClientCore', 'serverVariables', 'baseURL', 'fillServerURL']);

export function baseClientName(api: Api): string {
  return `Base${api.clientName}`;
}

export function clientOptionsName(api: Api): string {
  return `${api.clientName}Options`;
}

/**
 * For an API whose payloads differ by version, the classes and options take the pinned version
 * as a type parameter (`new Client({ apiVersion: 3 })` is a `Client<3>`), so each call is typed
 * by the version it sends; undefined otherwise.
 */
function pinnedVersion(api: Api): { name: string; constraint: string; default: string } | undefined {
  if (!hasVersionedPayloads(api)) return undefined;
  const versions = [...new Set([...api.media.versions, api.media.current])].sort((a, b) => a - b);
  return { name: 'Pinned', constraint: versions.join(' | '), default: String(api.media.current) };
}

export function baseClientFile(api: Api): EmittedFile {
  const pinned = pinnedVersion(api);
  assertDistinct(`${clientOptionsName(api)}`, [
    ...[...CORE_OPTIONS].map((name): [string, string] => [name, 'runtime option']),
    ...api.securitySchemes.map((scheme): [string, string] => [scheme.clientOption, `credential of ${scheme.name}`]),
  ]);
  const bindings = api.securitySchemes.map((scheme, index) => ({ scheme, local: credentialLocal(scheme, index) }));
  const destructured = bindings.map(({ scheme, local }) => (local === scheme.clientOption ? local : `${propertyKey(scheme.clientOption)}: ${local}`));
  const credentials = bindings.map(({ scheme, local }) => `${propertyKey(scheme.name)}: ${local}`);
  const variables = serverVariablesOption(api);
  const statements: StatementStructures[] = [
    // Token renewal is handed to the runtime only where the API has a token flow, so other bundles leave it out.
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './core/index.ts', namedImports: ['ClientCore', ...(api.tokenFlow ? ['TokenManager'] : []), ...(variables ? ['fillServerURL'] : [])] },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      moduleSpecifier: './core/index.ts',
      namedImports: [...(api.securitySchemes.some((scheme) => scheme.kind === 'basic') ? ['BasicCredential'] : []), pinned ? 'PinnedClientRuntimeOptions' : 'ClientRuntimeOptions'],
    },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './api-spec.ts', namedImports: ['apiSpec'] },
    {
      kind: StructureKind.Interface,
      ...blankLineBefore,
      name: clientOptionsName(api),
      isExported: true,
      ...(pinned ? { typeParameters: [pinned] } : {}),
      // A plain name, not `Omit<…>`: a long client name then breaks the header the same way in
      // every formatter (write/format.ts).
      extends: [pinned ? 'PinnedClientRuntimeOptions' : 'ClientRuntimeOptions'],
      docs: [docText(`Options of {@link ${api.clientName}}: a credential for any of the security schemes, plus the runtime options.`)],
      properties: [
        ...api.securitySchemes.map((scheme) => ({
          name: propertyKey(scheme.clientOption),
          type: scheme.kind !== 'basic' ? 'string' : scheme.username === 'apiKey' ? 'string | BasicCredential' : 'BasicCredential',
          hasQuestionToken: true,
          docs: [docText([`Credential for ${scheme.name} (${describeKind(scheme)}).`, scheme.description].filter(Boolean).join('\n\n'))],
        })),
        ...(variables ? [variables.property] : []),
        ...(pinned
          ? [
              {
                name: 'apiVersion',
                type: 'Pinned',
                hasQuestionToken: true,
                docs: [
                  docText(
                    `The API version to pin the client to (default ${api.media.current}). Each operation is sent in it if it exists there, ` +
                      'otherwise in the newest version below it, otherwise in its oldest; the types of each call follow the version sent.',
                  ),
                ],
              },
            ]
          : []),
      ],
    },
    {
      kind: StructureKind.Class,
      name: baseClientName(api),
      isExported: true,
      ...(pinned ? { typeParameters: [pinned] } : {}),
      extends: pinned ? 'ClientCore<Pinned>' : 'ClientCore',
      docs: [
        docText(
          `${api.title} client without its operation groups. Pass it to the standalone operation functions so that a bundle contains only the operations it calls.\n\n` +
            `@example\n\`\`\`ts\nconst client = new ${baseClientName(api)}(${exampleOptions(api)});\n\`\`\``,
        ),
      ],
      ctors: [
        {
          parameters: [{ name: 'options', type: pinned ? `${clientOptionsName(api)}<Pinned>` : clientOptionsName(api), initializer: '{}' }],
          statements: [
            `const { ${[...destructured, ...(variables ? ['serverVariables'] : []), '...coreOptions'].join(', ')} } = options;`,
            ...(variables ? [`const baseURL = coreOptions.baseURL ?? ${variables.fill};`] : []),
            `super(apiSpec, { ...coreOptions, ${variables ? 'baseURL, ' : ''}credentials: { ${credentials.join(', ')} } }${api.tokenFlow ? ', TokenManager' : ''});`,
          ],
        },
      ],
    },
  ];
  return { path: 'client/src/base-client.ts', content: renderFile(api.manifestPath, statements), format: 'typescript' };
}

export function clientFile(api: Api): EmittedFile {
  const pinned = pinnedVersion(api);
  assertDistinct(`class ${api.clientName}`, [
    ...CORE_MEMBERS.map((name): [string, string] => [name, 'runtime member']),
    ...api.groups.map((group): [string, string] => [group.key, `group ${group.name}`]),
  ]);
  assertDistinct('client.ts', [
    [api.clientName, 'client class'],
    [baseClientName(api), 'base client class'],
    [clientOptionsName(api), 'client options'],
    ...api.groups.map((group): [string, string] => [groupClassName(group), `group ${group.name}`]),
  ]);
  const statements: StatementStructures[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './base-client.ts', namedImports: [baseClientName(api)] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: './core/index.ts', namedImports: ['customRequest'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './core/index.ts', namedImports: ['APIPromise', 'CustomRequest', 'RequestOptions'] },
    ...api.groups.map((group): StatementStructures => ({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: `./resources/${group.slug}.ts`,
      namedImports: [groupClassName(group)],
    })),
    {
      kind: StructureKind.Class,
      ...blankLineBefore,
      name: api.clientName,
      isExported: true,
      ...(pinned ? { typeParameters: [pinned] } : {}),
      extends: pinned ? `${baseClientName(api)}<Pinned>` : baseClientName(api),
      docs: [
        docText(
          [api.title, api.description, `@example\n\`\`\`ts\nconst client = new ${api.clientName}(${exampleOptions(api)});\n\`\`\``]
            .filter(Boolean)
            .join('\n\n'),
        ),
      ],
      properties: api.groups.map((group) => ({
        name: group.key,
        isReadonly: true,
        type: pinned ? `${groupClassName(group)}<Pinned>` : groupClassName(group),
        initializer: `new ${groupClassName(group)}(this)`,
        docs: [docText([group.name, group.description].filter(Boolean).join('\n\n'))],
      })),
      methods: [customRequestMethod(api)],
    },
  ];
  return { path: 'client/src/client.ts', content: renderFile(api.manifestPath, statements), format: 'typescript' };
}

/**
 * `request()`, for endpoints the manifest does not list: the runtime's `customRequest` as a
 * method of the full client (the base client leaves it out, so small bundles do too).
 */
function customRequestMethod(api: Api): OptionalKind<MethodDeclarationStructure> {
  const listed = api.operations.find((operation) => operation.method === 'GET' && !operation.parameters.some((parameter) => parameter.in === 'path'));
  const example = listed ? `\n\n@example\n\`\`\`ts\nconst answer = await client.request({ method: 'GET', path: ${inlineLiteral(listed.path.raw)} });\n\`\`\`` : '';
  return {
    name: 'request',
    typeParameters: [{ name: 'T', default: 'unknown' }],
    parameters: [
      { name: 'request', type: 'CustomRequest' },
      { name: 'options', type: 'RequestOptions', hasQuestionToken: true },
    ],
    returnType: 'APIPromise<T>',
    statements: ['return customRequest<T>(this, request, options);'],
    docs: [
      docText(
        'Call an endpoint the SDK does not describe, with the client\'s authentication (the API\'s default security schemes), retries, timeouts and errors; ' +
          `resolves with the parsed JSON. With the base client, use the standalone \`customRequest(client, { … })\`.${example}`,
      ),
    ],
  };
}

function credentialLocal(scheme: SecurityScheme, index: number): string {
  const name = scheme.clientOption;
  return isIdentifier(name) && bindingName(name) === name && !CONSTRUCTOR_LOCALS.has(name) ? name : `credential${index}`;
}

function describeKind(scheme: SecurityScheme): string {
  if (scheme.kind === 'apiKey') return `API key sent in ${keyLocation(scheme)!.text}`;
  if (scheme.kind === 'basic') return scheme.username === 'apiKey' ? 'HTTP Basic with an API key as the username; give the key alone or { username, password }' : 'HTTP Basic';
  return `bearer token${scheme.bearerFormat ? `, ${scheme.bearerFormat}` : ''}`;
}

/** `{ apiKey: 'YOUR_API_KEY' }` for the first scheme a user can configure. */
function exampleOptions(api: Api): string {
  const scheme = api.securitySchemes.find((candidate) => candidate.kind === 'apiKey') ?? api.securitySchemes[0];
  if (!scheme) return '';
  const value = scheme.kind === 'basic' ? { username: 'YOUR_USERNAME', password: 'YOUR_PASSWORD' } : `YOUR_${scheme.clientOption.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  return inlineLiteral({ [scheme.clientOption]: value });
}
