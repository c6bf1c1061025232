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
  return built !== undefined && built.hash === templateHash(file, source) ? instance.template(built.spec) : instance.compile(source, templateOptions(file));
}

const TEMPLATE_DIR = sdkgenURL('templates/docs/');

export type DocsFormat = 'md' | 'html';

const PARTIALS: Record<DocsFormat, string[]> = {
  md: ['operation', 'payload', 'fields', 'responseExtras'],
  html: ['operation', 'payload', 'fields', 'guides', 'responseExtras'],
};

/** A file under `templates/docs/` (templates and static assets alike). */
export function readTemplateFile(name: string): string {
  return readFileSync(new URL(name, TEMPLATE_DIR), 'utf8');
}

/**
 * The `fields` partial rendered once per field list: the view model hands every payload and
 * schema entry showing the same object the same `fields` array, and the table depends on nothing
 * else (the caller's indentation is applied by Handlebars after the partial returns). So the
 * fields templates must read only their rows, never `@root` or the caller's data.
 */
function renderedOncePerFieldList(template: Handlebars.TemplateDelegate): Handlebars.TemplateDelegate {
  const rendered = new WeakMap<object, string>();
  return (context: { fields: object }, options) => {
    let table = rendered.get(context.fields);
    if (table === undefined) {
      table = template(context, options);
      // Flatten the rope Handlebars built once here (any read of a character does), rather
      // than walk its thousands of pieces again on every page that repeats the table.
      table.charCodeAt(0);
      rendered.set(context.fields, table);
    }
    return table;
  };
}

function createInstance(format: DocsFormat): typeof Handlebars {
  const instance = Handlebars.create();
  if (format === 'html') instance.registerHelper('words', withWordBreaks);
  for (const partial of PARTIALS[format]) {
    const template = loadTemplate(instance, `${partial}.${format}.hbs`);
    instance.registerPartial(partial, partial === 'fields' ? renderedOncePerFieldList(template) : template);
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
    template = loadTemplate(instance, `${key}.hbs`);
    cache.set(key, template);
  }
  return template(view);
}
