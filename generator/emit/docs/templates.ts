/**
 * Loads `templates/docs/*.hbs` into two Handlebars instances: one for HTML, which escapes every
 * `{{value}}`, and one for Markdown with `noEscape`, whose values the view model escaped already.
 */
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { withWordBreaks } from './word-breaks.ts';
import { sdkgenURL } from '../../sdkgen-files.ts';

const TEMPLATE_DIR = sdkgenURL('templates/docs/');

export type DocsFormat = 'md' | 'html';

const PARTIALS: Record<DocsFormat, string[]> = {
  md: ['operation', 'payload', 'fields', 'responseExtras'],
  html: ['operation', 'payload', 'fields', 'type', 'text', 'guides', 'responseExtras'],
};

/** A file under `templates/docs/` (templates and static assets alike). */
export function readTemplateFile(name: string): string {
  return readFileSync(new URL(name, TEMPLATE_DIR), 'utf8');
}

function createInstance(format: DocsFormat): typeof Handlebars {
  const instance = Handlebars.create();
  const options = { noEscape: format === 'md', strict: false };
  if (format === 'html') instance.registerHelper('words', withWordBreaks);
  for (const partial of PARTIALS[format]) {
    instance.registerPartial(partial, instance.compile(readTemplateFile(`${partial}.${format}.hbs`), options));
  }
  return instance;
}

const cache = new Map<string, Handlebars.TemplateDelegate>();
const instances = new Map<DocsFormat, typeof Handlebars>();

/** Render `templates/docs/<name>.<format>.hbs` with a precomputed view. */
export function renderTemplate(name: string, format: DocsFormat, view: object): string {
  const key = `${name}.${format}`;
  let template = cache.get(key);
  if (!template) {
    let instance = instances.get(format);
    if (!instance) instances.set(format, (instance = createInstance(format)));
    template = instance.compile(readTemplateFile(`${key}.hbs`), { noEscape: format === 'md' });
    cache.set(key, template);
  }
  return template(view);
}
