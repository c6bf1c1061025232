/**
 * The docs templates compiled ahead of time by the build (generator/emit/docs/
 * precompiled-templates.js): each compiled copy renders what compiling the template at run time
 * renders, and carries the hash of the source it was compiled from, so an edited template is
 * never served from a stale copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { templateHash, templateOptions, writePrecompiledTemplates } from '../../../generator/emit/docs/precompiled-templates.js';
import { tempDir } from '../../helpers/tmp.ts';

const folder = new URL('../../../templates/docs/', import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith('.hbs'));
const out = join(tempDir('precompiled-templates'), 'docs-templates.cjs');
writePrecompiledTemplates(folder, new URL(`file://${out}`));
const built = createRequire(import.meta.url)(out) as Record<string, { hash: string; spec: Parameters<typeof Handlebars.template>[0] }>;

describe('precompiled docs templates', () => {
  it('holds every template, with the hash of its source', () => {
    expect(Object.keys(built).sort()).toEqual([...files].sort());
    for (const file of files) expect(built[file]!.hash, file).toBe(templateHash(file, readFileSync(new URL(file, folder), 'utf8')));
  });

  it.each(files)('%s renders as the template compiled at run time', (file) => {
    const format = file.endsWith('.md.hbs') ? '.md.hbs' : '.html.hbs';
    const view = { title: '<T & "q">', name: 'n', items: [{ name: 'a' }], description: '*d*' };
    // One environment per way of compiling, with every template of the format as a partial.
    const rendered = (load: (env: typeof Handlebars, file: string) => Handlebars.TemplateDelegate) => {
      const env = Handlebars.create();
      env.registerHelper('words', (text: string) => text);
      for (const partial of files.filter((name) => name.endsWith(format))) env.registerPartial(partial.slice(0, -format.length), load(env, partial));
      try {
        return load(env, file)(view);
      } catch (error) {
        return `threw ${(error as Error).message}`;
      }
    };
    const precompiled = rendered((env, name) => env.template(built[name]!.spec));
    expect(precompiled).toBe(rendered((env, name) => env.compile(readFileSync(new URL(name, folder), 'utf8'), templateOptions(name))));
    expect(precompiled, 'renders text, not an error').not.toMatch(/^threw /);
  });

  it('tells an edited template from the one compiled', () => {
    expect(templateHash('a.md.hbs', '{{a}}')).not.toBe(templateHash('a.md.hbs', '{{a}} '));
    // Compiled with other options (Markdown is not escaped, HTML is): compiled again.
    expect(templateHash('a.md.hbs', '{{a}}')).not.toBe(templateHash('a.html.hbs', '{{a}}'));
    expect(templateOptions('operation.md.hbs')).toMatchObject({ noEscape: true, knownHelpersOnly: true });
    expect(templateOptions('operation.html.hbs')).toMatchObject({ noEscape: false, knownHelpersOnly: true });
  });
});
