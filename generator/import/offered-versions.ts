/**
 * The API versions an operation is offered in, read before it is converted: the versions the
 * media types of its `requestBody` and of every success (2xx) response name under the API's
 * `media.success` template (`application/vnd.acme.v3+json` → 3) or list in `x-sdkgen-versions`
 * (media-types.ts `versionsOfEntry`), and, where the template has
 * `{version}`, those sdkgen's own export lists in the "API versions: 3, 4 (…)." paragraph of its
 * `description` (a version answering 204 without a body names no media type). Two or more
 * versions are converted one by one (version-payloads.ts groups them), and such an operation may
 * declare a `<Operation>Version` type, which the schema names must avoid.
 */
import type { ImportContext } from './context.ts';
import { readExportedProse } from './exported-prose.ts';
import { versionsOfEntry } from './media-types.ts';
import { isRecord, type Raw } from './openapi-document.ts';
import { RefResolver } from './resolve-ref.ts';
import { WarningLog } from './warnings.ts';

export function offeredVersions(operation: Raw, template: string, ctx: Pick<ImportContext, 'doc'>): number[] {
  // Broken references are reported where the operation is converted, once.
  const quiet = new RefResolver(ctx.doc, new WarningLog());
  const found = new Set<number>();
  const addFrom = (holder: unknown) => {
    const content = quiet.resolve(holder, '')?.value.content;
    if (!isRecord(content)) return;
    for (const [key, media] of Object.entries(content)) for (const version of versionsOfEntry(template, key, media) ?? []) found.add(version);
  };
  if (operation.requestBody !== undefined) addFrom(operation.requestBody);
  if (isRecord(operation.responses)) {
    for (const [code, response] of Object.entries(operation.responses)) if (/^2(\d\d|XX)$/.test(code)) addFrom(response);
  }
  if (template.includes('{version}') && typeof operation.description === 'string') {
    for (const version of readExportedProse(operation.description).versions) found.add(version);
  }
  return [...found].sort((a, b) => a - b);
}
