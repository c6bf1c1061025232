import ts from 'typescript';

/**
 * Where injected markup could become live: raw HTML tags or `javascript:` links in Markdown
 * outside code, and elements or URLs in the HTML docs beyond the template's own.
 */

/** Markdown with fenced blocks and inline code spans removed: what renders as markup. */
export function markdownOutsideCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Raw tags and link targets in Markdown prose that a renderer would make live. */
export function liveMarkdown(markdown: string): string[] {
  const prose = markdownOutsideCode(markdown);
  return [
    ...(prose.match(/<\/?(script|img|iframe|svg|object|embed|style)\b[^\n]{0,40}/gi) ?? []),
    // Anchors the templates write (`<a id="op"></a>`) are fine; links are not.
    ...(prose.match(/<a\s[^>\n]*\b(href|on[a-z]+)\s*=[^\n]{0,40}/gi) ?? []),
    // `\[x\](javascript:…)` with escaped brackets is text; an unescaped `](javascript:` is a link.
    ...(prose.match(/(?<!\\)\]\(\s*javascript:[^\n]{0,40}/gi) ?? []),
  ];
}

/** Opening `<script` tags, `javascript:` URLs in attributes and event-handler attributes. */
export function liveHtml(html: string): { scripts: string[]; dangerous: string[] } {
  return {
    scripts: html.match(/<script\b[^>]*>/gi) ?? [],
    dangerous: [
      ...(html.match(/\b(href|src|action)\s*=\s*["']?\s*javascript:[^>]{0,40}/gi) ?? []),
      ...(html.match(/<[a-z][^>]*\son[a-z]+\s*=[^>]{0,40}/gi) ?? []),
      ...(html.match(/<(iframe|img|object|embed)\b[^>]{0,40}/gi) ?? []),
    ],
  };
}

/** The JSON inside `<script type="application/json" id="…">`: parsing it proves no `</script>` escaped it. */
export function embeddedJson(html: string, id: string): unknown {
  const open = `<script type="application/json" id="${id}">`;
  const start = html.indexOf(open);
  if (start === -1) throw new Error(`no ${open}`);
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + open.length, end)) as unknown;
}

/**
 * Identifiers named `name` in TypeScript source. Comments and string literals are not
 * identifiers, so injected text that stayed text is never found; injected code always is.
 */
export function identifiersNamed(source: string, name: string): number {
  const file = ts.createSourceFile('generated.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let found = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) found++;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
