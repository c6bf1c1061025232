/**
 * The server runtime (`templates/server/core/*.ts`), copied into the package's `core/` as it is
 * (see emit/runtime-copy.ts), with the client runtime files it shares. Nothing API-specific is in
 * it: that all lives in `routes.ts`.
 */
import { fileURLToPath } from 'node:url';
import { sdkgenURL } from '../../sdkgen-files.ts';
import { runtimeCopy } from '../runtime-copy.ts';
import type { EmittedFile } from '../types.ts';

/** Where the template files live, for tests and for tools that want to import them directly. */
export const coreTemplateDir = fileURLToPath(sdkgenURL('templates/server/core/'));

/**
 * Client runtime files the server runtime uses too: the XML mapping (xml-data.ts), so that what
 * one side writes the other reads alike. The server templates import them from
 * `templates/client/core`; in the package they sit in `core/` beside the rest.
 */
const FROM_CLIENT = ['xml-data.ts'];
const CLIENT_CORE_IMPORT = "from '../../client/core/";

export function coreFiles(): EmittedFile[] {
  const own = runtimeCopy('templates/server/core', 'server/core').map((file) => ({ ...file, content: file.content.replaceAll(CLIENT_CORE_IMPORT, "from './") }));
  return [...own, ...runtimeCopy('templates/client/core', 'server/core', FROM_CLIENT)].sort((a, b) => (a.path < b.path ? -1 : 1));
}
