/**
 * `server/routes.ts`: the service description as data, the route table followed by the trie
 * the walker in `core/match.ts` reads.
 */
import type { Api } from '../../ir/types.ts';
import { docText, renderTs, StructureKind, VariableDeclarationKind } from '../ts/render.ts';
import type { EmittedFile } from '../types.ts';
import { describeService } from './service-description.ts';

export function routesFile(api: Api): EmittedFile {
  const description = describeService(api);
  const content = renderTs(api.manifestPath, [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: './core/service.ts',
      isTypeOnly: true,
      namedImports: ['ServiceDescription'],
    },
    {
      kind: StructureKind.VariableStatement,
      docs: [
        docText(
          [
            `Everything the server runtime knows about ${api.title}:`,
            `${description.routes.length} routes (index = position, in manifest order) and the path`,
            'trie compiled from them, whose leaves hold route indexes by HTTP method.',
          ].join('\n'),
        ),
      ],
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: 'service',
          type: 'ServiceDescription',
          initializer: JSON.stringify(description, null, 2),
        },
      ],
    },
  ]);
  return { path: 'server/routes.ts', content, format: 'typescript' };
}
