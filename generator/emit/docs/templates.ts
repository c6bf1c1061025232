/**
 * Loads `templates/docs/*.hbs` into two Handlebars instances: one for HTML, which escapes every
 * `{{value}}`, and one for Markdown with `noEscape`, whose values the view model escaped already.
 * Each template comes compiled from the build (dist/docs-templates.cjs) when its source is the
 * one that was compiled, else it is compiled here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Handlebars from 'handlebars';
import { withWordBreaks } from './word-breaks.ts';
import { templateHash, templateOptions } from './precompiled-templates.js';
import { sdkgenURL } from '../../sdkgen-files.ts';

type Precompiled = Record<string, { hash: string; spec: TemplateSpecification }>;
type TemplateSpecification = Parameters<typeof Handlebars.template>[0];

let precompiled: Precompiled | undefined;

function precompiledTemplates(): Precompiled {
  if (precompiled === undefined) {
    try {
      precompiled = createRequire(import.meta.url)(sdkgenURL('dist/docs-templates.cjs').pathname) as Precompiled;
    } catch {
      precompiled = {}; // not built: every template is compiled at run time
    }
  }
  return precompiled;
}

/** `templates/docs/<file>` as a template of `instance`: the build's compiled copy while its source is unchanged. */
function loadTemplate(instance: typeof Handlebars, file: string): Handlebars.TemplateDelegate {
  const source = readTemplateFile(file);
  const built = precompiledTemplates()[file];
  return built !== undefined && built.hash === templateHash(source) ? instance.template(built.spec) : instance.compile(source, templateOptions(file));
}

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
  if (format === 'html') instance.registerHelper('words', withWordBreaks);
  for (const partial of PARTIALS[format]) instance.registerPartial(partial, loadTemplate(instance, `${partial}.${format}.hbs`));
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
    template = loadTemplate(instance, `${key}.hbs`);
    cache.set(key, template);
  }
  return template(view);
}
