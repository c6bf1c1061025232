/**
 * The one prettier configuration for generated files. It is fixed here, not read from the
 * user's config files, so the same manifest gives the same bytes on every machine.
 */
import type { Options } from 'prettier';
import type { EmittedFile } from '../emit/types.ts';

const PARSERS: Record<Exclude<EmittedFile['format'], 'none'>, string> = {
  typescript: 'typescript',
  markdown: 'markdown',
  json: 'json',
  html: 'html',
  css: 'css',
};

export function prettierOptionsFor(format: EmittedFile['format']): Options | undefined {
  if (format === 'none') return undefined;
  return {
    parser: PARSERS[format],
    printWidth: 100,
    singleQuote: true,
    trailingComma: 'all',
    proseWrap: 'preserve',
    endOfLine: 'lf',
    // Code in Markdown is written as its emitter prints it (aligned-tables.ts skips prettier for Markdown).
    ...(format === 'markdown' ? { embeddedLanguageFormatting: 'off' as const } : {}),
  };
}
