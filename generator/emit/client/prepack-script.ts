/**
 * `client/scripts/prepack.js`, the package's `prepack`: builds dist/ before `npm pack` and
 * `npm publish`, and explains what to install when it cannot. Copied from
 * templates/client/scripts/prepack.js (real JavaScript, not a string here), after the banner.
 */
import { readFileSync } from 'node:fs';
import { bannerText, type EmittedFile } from '../types.ts';
import { sdkgenURL } from '../../sdkgen-files.ts';

const TEMPLATE = 'templates/client/scripts/prepack.js';
const templateURL = sdkgenURL('templates/client/scripts/prepack.js');

export const PREPACK_SCRIPT = 'scripts/prepack.js';

export function prepackScript(): EmittedFile {
  return {
    path: `client/${PREPACK_SCRIPT}`,
    content: `// ${bannerText(TEMPLATE)}\n${readFileSync(templateURL, 'utf8')}`,
    format: 'none',
  };
}
