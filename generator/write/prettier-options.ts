/**
 * The one prettier configuration for generated files. It is fixed here, not read from the
 * user's config files, so the same manifest gives the same bytes on every machine.
 */
import { join } from 'node:path';
import type { Options } from 'prettier';
import type { EmittedFile } from '../emit/types.ts';

const PARSERS: Record<Exclude<EmittedFile['format'], 'none'>, string> = {
  typescript: 'typescript',
  markdown: 'markdown',
  json: 'json',
  html: 'html',
  css: 'css',
};

/** The line width of every generated file, whoever formats it (also `lineWidth` in biome.json). */
export const PRINT_WIDTH = 100;

export function prettierOptionsFor(format: EmittedFile['format']): Options | undefined {
  if (format === 'none') return undefined;
  return {
    parser: PARSERS[format],
    printWidth: PRINT_WIDTH,
    singleQuote: true,
    trailingComma: 'all',
    // Paragraphs are written on one line each, which `never` keeps; it also prints a table wider
    // than the print width compact, unpadded (aligned-tables.ts).
    proseWrap: 'never',
    endOfLine: 'lf',
    // Code in Markdown is written as its emitter prints it (aligned-tables.ts skips prettier for Markdown).
    ...(format === 'markdown' ? { embeddedLanguageFormatting: 'off' as const } : {}),
  };
}

/**
 * With `--prettier`: the user's prettier config for files in `outDir` (from .prettierrc,
 * package.json or .editorconfig, as prettier finds it), to apply over sdkgen's options. Without
 * one, undefined: the output is then the same as Biome's.
 */
export async function userPrettierConfig(outDir: string): Promise<Options | undefined> {
  const prettier = await import('prettier');
  const found = await prettier.resolveConfig(join(outDir, 'index.ts'), { editorconfig: true });
  if (!found) return undefined;
  // The parser follows each file's kind, never the config.
  const { parser: _parser, filepath: _filepath, ...options } = found;
  return options;
}
