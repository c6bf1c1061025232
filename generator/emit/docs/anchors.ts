/**
 * Stable fragment ids and page names shared by the Markdown pages and the HTML site, so a link
 * such as `project-data.md#archive_data` and `index.html#archive_data` name the same operation.
 */
import type { Group, Operation } from '../../ir/types.ts';

/** Keep ids to characters that need no escaping in a URL fragment, an HTML id or a CSS selector. */
function safeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The operation's snake_case name, e.g. `create_jwt_token`. */
export function operationAnchor(operation: Operation): string {
  return safeId(operation.name);
}

export function groupAnchor(group: Group): string {
  return `group-${safeId(group.slug)}`;
}

export function schemaAnchor(schemaName: string): string {
  return `schema-${safeId(schemaName)}`;
}

export function groupPage(group: Group): string {
  return `${safeId(group.slug)}.md`;
}

export const SCHEMAS_PAGE = 'schemas.md';
export const AUTHENTICATION_PAGE = 'authentication.md';
export const GUIDE_PAGE = 'guide.md';

export function schemeAnchor(schemeName: string): string {
  return `scheme-${safeId(schemeName)}`;
}
