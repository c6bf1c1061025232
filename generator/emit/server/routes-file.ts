/**
 * `server/routes.ts`: the service description as data, the route table followed by the trie
 * the walker in `core/match.ts` reads.
 */
import type { Api } from '../../ir/types.ts';
import { tsDeclarationText } from '../json-text.ts';
import { docText } from '../ts/render.ts';
import { bannerText, type EmittedFile } from '../types.ts';
import { describeService } from './service-description.ts';

/**
 * Written in prettier's form (`final`): the description is data, printed by `tsDataText`, and for
 * a large API the longest file prettier would otherwise parse.
 */
export function routesFile(api: Api): EmittedFile {
  const description = describeService(api);
  const doc = docText(
    [
      `Everything the server runtime knows about ${api.title}:`,
      `${description.routes.length} routes (index = position, in manifest order) and the path`,
      'trie compiled from them, whose leaves hold route indexes by HTTP method.',
    ].join('\n'),
  );
  const declaration = 'export const service: ServiceDescription = ';
  const content = [
    `// ${bannerText(api.manifestPath)}`,
    '',
    "import type { ServiceDescription } from './core/service.ts';",
    '/**',
    ...doc.split('\n').map((line) => ` * ${line}`.trimEnd()),
    ' */',
    tsDeclarationText(declaration, description),
    '',
  ].join('\n');
  return { path: 'server/routes.ts', content, format: 'typescript', final: true };
}
