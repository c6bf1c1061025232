/**
 * Converts a schema's `discriminator` (`propertyName` and `mapping`). Mapping values are `$ref`s
 * (`#/components/schemas/Cat`) or bare component names (`Cat`); both become manifest schema names.
 * The value `__proto__` is dropped with a warning: the manifest refuses it.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';
import { isRecord, setOwn } from '../openapi-document.ts';
import { componentSchemaName } from './component-ref.ts';

export function convertDiscriminator(value: unknown, pointer: string, ctx: ImportContext): ManifestSchema['discriminator'] {
  if (!isRecord(value) || typeof value.propertyName !== 'string' || value.propertyName === '') {
    ctx.warnings.warn(pointer, 'expected a discriminator with a "propertyName"; ignored');
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (key !== 'propertyName' && key !== 'mapping' && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(pointer, key), `discriminator field "${key}" is not supported; ignored`);
  }
  if (!isRecord(value.mapping)) return { propertyName: value.propertyName };
  const mapping: Record<string, string> = {};
  for (const [tag, target] of Object.entries(value.mapping)) {
    if (tag === '__proto__') {
      ctx.warnings.warn(pointerTo(pointer, 'mapping', tag), 'discriminator value "__proto__" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it');
      continue;
    }
    const original = typeof target === 'string' ? (componentSchemaName(target) ?? target) : undefined;
    const name = original === undefined ? undefined : ctx.schemaNames.get(original);
    if (name === undefined) {
      ctx.warnings.warn(pointerTo(pointer, 'mapping', tag), `discriminator mapping ${JSON.stringify(target)} does not name a component schema; ignored`);
      continue;
    }
    setOwn(mapping, tag, name);
  }
  return Object.keys(mapping).length > 0 ? { propertyName: value.propertyName, mapping } : { propertyName: value.propertyName };
}
