/**
 * `server/index.ts`: binds the runtime in `core/` to this API's service description and typed
 * `Handlers`, and names one verifier option per non-JWT bearer scheme (e.g. `verifySessionToken`).
 */
import type { Api, SecurityScheme } from '../../ir/types.ts';
import { pascalCase } from '../../ir/names.ts';
import {
  renderTs,
  type StatementStructures,
  StructureKind,
  VariableDeclarationKind,
} from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';

/** Option names the core already uses; a scheme alias must not shadow them. */
const CORE_OPTION_NAMES = new Set(['verifyApiKey', 'verifyBasic', 'verifyBearerToken']);

export interface BearerAlias {
  option: string;
  scheme: SecurityScheme;
}

export function indexFile(api: Api): EmittedFile {
  const aliases = bearerAliases(api);
  const statements: (string | StatementStructures)[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/index.ts',
      namedImports: [
        'createFastifyPlugin',
        'createNodeListener',
        'problemFrameworkErrors',
        ...(aliases.length > 0 ? ['withBearerVerifiers'] : []),
        'type FastifyInstanceLike',
        'type NodeListener',
        ...(aliases.length > 0 ? ['type Principal'] : []),
        'type ServerOptions as CoreServerOptions',
      ],
    },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './handlers.ts',
      isTypeOnly: true,
      namedImports: ['Handlers'],
    },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './routes.ts',
      namedImports: ['service'],
    },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './validators.ts',
      namedImports: ['validators'],
    },
    `export {
  createHttpServer,
  DEFAULT_SERVER_LIMITS,
  HttpProblem,
  problemFrameworkErrors,
  reply,
  secretsEqual,
  type AuthInfo,
  type HandlerContext,
  type HandlerResult,
  type NodeListener,
  type Principal,
  type ProblemBody,
  type Reply,
  type ServerLimits,
  type ValidationError,
} from './core/index.ts';
export type * from './handlers.ts';
export type * from './schemas.ts';
export { service } from './routes.ts';`,
    {
      kind: StructureKind.Interface,
      name: 'ServerOptions',
      isExported: true,
      // The generated validators are always the ones of this API.
      extends: ["Omit<CoreServerOptions, 'validators'>"],
      docs: [
        'Verifiers, token settings, limits and `validateResponses`; see README.md for every option and its default.',
      ],
      properties: aliases.map(({ option, scheme }) => ({
        name: option,
        hasQuestionToken: true,
        docs: [
          `Checks a ${scheme.name} bearer token (format ${scheme.bearerFormat ?? 'opaque'}); return null to reject it.`,
        ],
        type: '(token: string, requestedTenant: string | undefined) => Principal | null | Promise<Principal | null>',
      })),
    },
    {
      kind: StructureKind.Interface,
      name: 'FastifyOptions',
      isExported: true,
      extends: ['ServerOptions'],
      docs: ["Options of `fastifyPlugin`; the mount path is `register`'s own `prefix` option."],
      properties: [{ name: 'handlers', type: 'Handlers' }],
    },
    {
      kind: StructureKind.Function,
      name: 'createHandler',
      isExported: true,
      docs: [
        'A request listener for `createHttpServer(createHandler(handlers, options))`, or middleware for ' +
          '`app.use(createHandler(handlers, options))` in Express/Connect, where unknown paths fall through to `next`.',
      ],
      parameters: [
        { name: 'handlers', type: 'Handlers' },
        { name: 'options', type: 'ServerOptions', initializer: '{}' },
      ],
      returnType: 'NodeListener',
      statements: ['return createNodeListener(service, handlers, coreOptions(options));'],
    },
    `const plugin = createFastifyPlugin<Handlers>(service);`,
    {
      kind: StructureKind.Function,
      name: 'fastifyPlugin',
      isExported: true,
      isAsync: true,
      docs: [
        "A Fastify plugin: `await app.register(fastifyPlugin, { prefix: '/v1', handlers, ...options })`.",
      ],
      parameters: [
        { name: 'fastify', type: 'FastifyInstanceLike' },
        { name: 'options', type: 'FastifyOptions' },
      ],
      returnType: 'Promise<void>',
      statements: [
        'const { handlers, ...rest } = options;',
        'await plugin(fastify, { ...coreOptions(rest), handlers });',
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        'Fastify rejects some URLs (e.g. a broken percent-encoding) before any plugin runs; ' +
          '`Fastify({ frameworkErrors: fastifyFrameworkErrors })` answers those as problems too. ' +
          'With a `problemTypeBase`, use `problemFrameworkErrors(service, { problemTypeBase })` instead.',
      ],
      declarations: [
        { name: 'fastifyFrameworkErrors', initializer: 'problemFrameworkErrors(service)' },
      ],
    },
    coreOptionsFunction(aliases),
  ];
  return {
    path: 'server/index.ts',
    content: renderTs(api.manifestPath, statements),
    format: 'typescript',
  };
}

function coreOptionsFunction(aliases: BearerAlias[]): StatementStructures {
  const names = aliases.map((a) => a.option);
  const mapping = aliases.map((a) => `${JSON.stringify(a.scheme.name)}: ${a.option}`).join(', ');
  return {
    kind: StructureKind.Function,
    name: 'coreOptions',
    parameters: [
      {
        name: aliases.length > 0 ? `{ ${names.join(', ')}, ...options }` : 'options',
        type: 'ServerOptions',
      },
    ],
    returnType: 'CoreServerOptions',
    statements: [
      aliases.length > 0
        ? `return { ...withBearerVerifiers(options, { ${mapping} }), validators };`
        : 'return { ...options, validators };',
    ],
  };
}

/** `verifySessionToken` for a non-JWT bearer scheme whose client option is `sessionToken`. */
export function bearerAliases(api: Api): BearerAlias[] {
  return api.securitySchemes
    .filter((s) => s.kind === 'bearer' && s.bearerFormat?.toUpperCase() !== 'JWT')
    .map((scheme) => ({ option: `verify${pascalCase(scheme.clientOption)}`, scheme }))
    .filter(
      (alias, index, all) =>
        !CORE_OPTION_NAMES.has(alias.option) &&
        all.findIndex((a) => a.option === alias.option) === index,
    );
}
