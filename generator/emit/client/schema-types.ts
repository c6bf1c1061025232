/**
 * IR schemas as TypeScript type text. Pure and shared: the client's `types.ts`, parameter and
 * response types, and the server emitter all print schemas through `schemaToTs`, so the same
 * schema reads the same everywhere.
 */
import type { Schema, SchemaProperty } from '../../ir/types.ts';
import { docText } from '../ts/render.ts';
import { propertyKey } from './identifiers.ts';
import { scalarText } from '../json-text.ts';

export interface SchemaToTsOptions {
  /** How a `ref` is written; by default the schema's own name, which must be in scope. */
  refName?: (name: string) => string;
  /** Put descriptions of object properties in `/** … *\/` comments. Default true. */
  docs?: boolean;
}

export function schemaToTs(schema: Schema, options: SchemaToTsOptions = {}): string {
  const text = baseType(schema, options);
  return schema.meta.nullable && schema.kind !== 'null' && schema.kind !== 'unknown' ? `${text} | null` : text;
}

/** Names of every schema `schema` refers to, in first-seen order. */
export function schemaRefs(schema: Schema, into: Set<string> = new Set()): Set<string> {
  switch (schema.kind) {
    case 'ref':
      into.add(schema.name);
      break;
    case 'array':
      schemaRefs(schema.items, into);
      break;
    case 'object':
      for (const property of schema.properties) schemaRefs(property.schema, into);
      if (typeof schema.additionalProperties === 'object') schemaRefs(schema.additionalProperties, into);
      break;
    case 'union':
      for (const variant of schema.variants) schemaRefs(variant, into);
      break;
    case 'intersection':
      for (const part of schema.parts) schemaRefs(part, into);
      break;
  }
  return into;
}

/** Object properties as type members, e.g. `/** The JWT. *\/ token: string`. */
export function propertyMembers(properties: SchemaProperty[], options: SchemaToTsOptions = {}): string[] {
  return properties.map((property) => {
    const doc = options.docs === false ? '' : inlineDoc(property.schema);
    return `${doc}${propertyKey(property.name)}${property.required ? '' : '?'}: ${schemaToTs(property.schema, options)}`;
  });
}

function baseType(schema: Schema, options: SchemaToTsOptions): string {
  switch (schema.kind) {
    case 'unknown':
      return 'unknown';
    case 'ref':
      return options.refName ? options.refName(schema.name) : schema.name;
    case 'string':
      return schema.enum?.length ? literalUnion(schema.enum) : 'string';
    case 'number':
    case 'integer':
      return schema.enum?.length ? literalUnion(schema.enum) : 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'literal':
      return scalarText(schema.value);
    case 'array':
      return isCompound(schema.items) ? `Array<${schemaToTs(schema.items, options)}>` : `${schemaToTs(schema.items, options)}[]`;
    case 'object':
      return objectType(schema.properties, schema.additionalProperties, options, schema.closed === true);
    case 'union':
      return unique(schema.variants.map((variant) => schemaToTs(variant, options))).join(' | ') || 'never';
    case 'intersection': {
      const parts = typedParts(schema.parts);
      if (parts.length === 1) return schemaToTs(parts[0]!, options);
      return parts.map((part) => (isCompound(part) ? `(${schemaToTs(part, options)})` : schemaToTs(part, options))).join(' & ') || 'unknown';
    }
  }
}

/**
 * The parts of an intersection that say something: `A & unknown` is `A`. An `allOf` member that
 * only documents or names its XML element (EC2's `{ xml: { name } }` beside a `$ref`) comes out as
 * `unknown`, and printing it would only make the type harder to read.
 */
function typedParts(parts: readonly Schema[]): readonly Schema[] {
  return parts.some((part) => part.kind === 'unknown') ? parts.filter((part) => part.kind !== 'unknown') : parts;
}

function objectType(properties: SchemaProperty[], additional: boolean | Schema, options: SchemaToTsOptions, closed = false): string {
  if (properties.length === 0) {
    // An object without declared properties is an open map, unless the manifest closes it
    // (`additionalProperties: false`, Open Banking's `Risk`): then `{}` is its only value.
    if (closed) return 'Record<string, never>';
    return `Record<string, ${typeof additional === 'object' ? schemaToTs(additional, options) : 'unknown'}>`;
  }
  const members = propertyMembers(properties, options);
  const index = indexSignatureType(properties, additional, options);
  if (index !== undefined) members.push(`[key: string]: ${index}`);
  // A member with a doc comment puts the object on several lines, one member (and its comment)
  // each: the comment reads above what it documents, and the formatters keep the layout.
  return members.some((member) => member.startsWith('/**')) ? `{\n${members.join(';\n')};\n}` : `{ ${members.join('; ')} }`;
}

/**
 * The value type of the index signature for `additionalProperties`, or undefined for a closed
 * object. TypeScript requires every declared property to fit it, so it also admits theirs.
 */
export function indexSignatureType(properties: SchemaProperty[], additional: boolean | Schema, options: SchemaToTsOptions = {}): string | undefined {
  if (additional === false) return undefined;
  if (additional === true || additional.kind === 'unknown') return 'unknown';
  const types = [additional, ...properties.map((property) => property.schema)].map((schema) => schemaToTs(schema, options));
  if (properties.some((property) => !property.required)) types.push('undefined');
  return unique(types).join(' | ');
}

/** Types that need parentheses inside `T[]` or `A & B`. */
function isCompound(schema: Schema): boolean {
  if (schema.meta.nullable && schema.kind !== 'null' && schema.kind !== 'unknown') return true;
  switch (schema.kind) {
    case 'union':
      return schema.variants.length > 1;
    case 'intersection': {
      const parts = typedParts(schema.parts);
      return parts.length > 1 || (parts.length === 1 && isCompound(parts[0]!));
    }
    case 'string':
    case 'number':
    case 'integer':
      return (schema.enum?.length ?? 0) > 1;
    default:
      return false;
  }
}

function literalUnion(values: (string | number)[]): string {
  return unique(values.map((value) => scalarText(value))).join(' | ');
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** A property's doc comment on its own line(s), in JSDoc form: a line of text, or ` * ` lines. */
function inlineDoc(schema: Schema): string {
  const text = [schema.meta.description, schema.meta.deprecated ? '@deprecated' : undefined].filter((line) => line).join('\n');
  if (text === '') return '';
  const lines = docText(text).split('\n');
  return lines.length === 1 ? `/** ${lines[0]} */\n` : `/**\n${lines.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n */\n`;
}
