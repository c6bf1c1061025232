/**
 * Values as TypeScript source: bare keys where possible and single-quoted strings, matching the
 * formatted output, so generated constants and examples read like hand-written code.
 */
import { propertyKey } from './identifiers.ts';

/** A value as TypeScript source, single-quoted like the rest of the generated code. */
export function jsLiteral(value: unknown): string {
  if (typeof value === 'string') return singleQuoted(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => `${propertyKey(key)}: ${jsLiteral(item)}`);
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'undefined';
}

function singleQuoted(text: string): string {
  const inner = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${inner}'`;
}
