/**
 * One IR `Schema` (a manifest schema: `type`, `format`, `enum`, `required`, `nullable`,
 * `additionalProperties`, `oneOf`/`anyOf` with `discriminator`, `allOf`, `$ref` and the
 * validation keywords in `meta.constraints`) as a zod v4 expression, e.g.
 * `z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() })`.
 *
 * A `$ref` names the schema's constant when that constant is already declared, and is wrapped
 * in `z.lazy` otherwise, so recursive schemas validate to any depth.
 *
 * For a multipart body (`context.files`), a `format: binary` string is a file part: the
 * validators file's {@link FILE_PART} constant. A `$ref` to a schema holding one is printed in
 * place, since its constant checks JSON text there.
 */
import type { Discriminator, Schema, SchemaProperty } from '../../ir/types.ts';
import { propertyKey } from '../client/identifiers.ts';
import { hasAccessFlag } from '../../ir/access-flag.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { holdsFile } from '../../ir/holds-file.ts';
import { tsLiteral } from '../ts/literal.ts';
import { safeRegExp } from '../../ir/example-fits.ts';
import { URI_REFERENCE } from '../../ir/uri-reference.ts';
import { URI_TEMPLATE } from '../../ir/uri-template.ts';
import { DURATION } from '../../ir/duration-format.ts';
import { JSON_POINTER, RELATIVE_JSON_POINTER } from '../../ir/json-pointer-formats.ts';

export interface ZodContext {
  /** Every named schema by name (`schemasByName`), to look through `$ref`s: discriminated unions, `readOnly` on a referenced component. */
  schemas: ReadonlyMap<string, Schema>;
  /** Named schemas whose constant is declared above the expression being printed. */
  declared: Set<string>;
  /** Named schemas typed only as `z.ZodType` (recursive ones), which a discriminated union cannot take. */
  recursive: Set<string>;
  /** Printing a multipart body: binary strings are file parts. */
  files?: boolean;
  /** Named schemas being printed in place (multipart), so a recursive one stops at its constant. */
  inlining?: Set<string>;
  /**
   * Which way the value travels, requests unless said: `required` binds a `readOnly` property in
   * responses only and a `writeOnly` one in requests only.
   */
  direction?: 'request' | 'response';
  /** Named schemas checked by another constant in responses, and its name (`response-variants.ts`). */
  responseVariants?: ReadonlyMap<string, string>;
}

/** The constant a multipart validator checks file parts with, declared by `validators-file.ts`. */
export const FILE_PART = 'filePart';

/**
 * A URI as `new URL` reads it, the text left as it is, in RFC 3986's characters: `new URL` also
 * takes spaces (NDHM's example `https://link.to.health.records/ (Optional)`), which ajv refuses.
 */
const URI_CHECK = `z.string().refine((text) => URL.canParse(text) && ${URI_REFERENCE}.test(text), { params: { expected: 'uri' } })`;

/** A format zod has no check for, as its pattern: the text stays as sent, and a failure names the format. */
const matching = (pattern: RegExp, format: string) => `z.string().refine((text) => ${pattern}.test(text), { params: { expected: '${format}' } })`;

/** zod's string formats by OpenAPI `format`; other formats are plain strings. */
const STRING_FORMATS: Record<string, string> = {
  'date-time': 'z.iso.datetime({ offset: true })',
  date: 'z.iso.date()',
  time: 'z.iso.time()',
  // RFC 3339's (JSON Schema's) whole seconds, not z.iso.duration()'s ISO 8601 fractions: ajv refuses those.
  duration: matching(DURATION, 'duration'),
  // RFC 4122 shape without zod's version/variant check: OpenAPI's `uuid` is the shape.
  uuid: 'z.guid()',
  email: 'z.email()',
  // Not z.url(): it replaces the text with the parsed URL's href ('/./' dropped), so a handler
  // would not get what was sent, and an allOf whose other part keeps the text made zod throw
  // "Unmergable intersection" instead of answering (Bitbucket's links).
  uri: URI_CHECK,
  url: URI_CHECK,
  'uri-reference': matching(URI_REFERENCE, 'uri-reference'),
  'uri-template': matching(URI_TEMPLATE, 'uri-template'),
  'json-pointer': matching(JSON_POINTER, 'json-pointer'),
  'relative-json-pointer': matching(RELATIVE_JSON_POINTER, 'relative-json-pointer'),
  ipv4: 'z.ipv4()',
  ipv6: 'z.ipv6()',
  // OpenAPI's `byte`: RFC 4648 base64, padded (n-auth's logos).
  byte: 'z.base64()',
};

export function zodExpression(schema: Schema, context: ZodContext): string {
  const base = baseExpression(schema, context);
  return schema.meta.nullable && schema.kind !== 'null' ? `${base}.nullable()` : base;
}

function baseExpression(schema: Schema, context: ZodContext): string {
  const rules = schema.meta.constraints ?? {};
  switch (schema.kind) {
    case 'unknown':
      return 'z.unknown()';
    case 'ref': {
      if (context.files && !context.inlining?.has(schema.name) && holdsFile(schema, context)) return inPlace(schema.name, context);
      const constant = (context.direction === 'response' && context.responseVariants?.get(schema.name)) || schema.name;
      return context.declared.has(constant) ? constant : `z.lazy(() => ${constant})`;
    }
    case 'string':
      if (context.files && schema.format === 'binary') return FILE_PART;
      if (schema.enum) return `z.enum(${tsLiteral(schema.enum, { layout: 'inline' })})`;
      return withChecks(STRING_FORMATS[schema.format ?? ''] ?? 'z.string()', [
        numberCheck('min', rules.minLength),
        numberCheck('max', rules.maxLength),
        typeof rules.pattern === 'string' ? `.regex(${regExpText(rules.pattern)})` : '',
      ]);
    case 'number':
    case 'integer':
      if (schema.enum) return `z.literal(${tsLiteral(schema.enum, { layout: 'inline' })})`;
      return withChecks(schema.kind === 'number' ? 'z.number()' : schema.format === 'int32' ? 'z.int32()' : 'z.int()', numberChecks(rules));
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'literal':
      return schema.value === null ? 'z.null()' : `z.literal(${tsLiteral(schema.value)})`;
    case 'array':
      return withChecks(`z.array(${zodExpression(schema.items, context)})`, [
        numberCheck('min', rules.minItems),
        numberCheck('max', rules.maxItems),
        rules.uniqueItems === true ? UNIQUE_ITEMS : '',
      ]);
    case 'object':
      return withChecks(objectExpression(schema.properties, schema.additionalProperties, schema.closed === true, context), [
        propertyCountCheck('>=', rules.minProperties),
        propertyCountCheck('<=', rules.maxProperties),
      ]);
    case 'union':
      return unionExpression(schema.variants, schema.discriminator, context);
    case 'intersection':
      return schema.parts.map((part) => zodExpression(part, context)).reduce((all, part) => `z.intersection(${all}, ${part})`);
  }
}

/**
 * `uniqueItems`: zod has no check of its own. Items compare as their JSON text, exact for the
 * scalars it is mostly used on (Portfolio Optimizer's asset indexes); objects whose keys come in
 * another order count as different, which lets such a list through rather than refuse a valid one.
 */
const UNIQUE_ITEMS = ".refine((items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length, { params: { expected: 'unique items' } })";

/** `minProperties` / `maxProperties`: zod has no count check for objects, so a refinement that says what it expects. */
function propertyCountCheck(operator: '>=' | '<=', limit: unknown): string {
  if (typeof limit !== 'number') return '';
  const expected = `an object with ${operator === '>=' ? 'at least' : 'at most'} ${limit} ${limit === 1 ? 'property' : 'properties'}`;
  return `.refine((value) => Object.keys(value).length ${operator} ${limit}, { params: { expected: ${tsLiteral(expected)} } })`;
}

/**
 * Properties in manifest order, each required as {@link requiredHere} says. Extra properties: a schema validates them,
 * `additionalProperties: false` rejects them, anything else lets them through.
 */
function objectExpression(
  properties: SchemaProperty[],
  extra: boolean | Schema,
  closed: boolean,
  context: ZodContext,
): string {
  if (properties.length === 0 && typeof extra === 'object') return `z.record(z.string(), ${zodExpression(extra, context)})`;
  const shape = properties.map((property) => {
    const optional = !requiredHere(property, context);
    // zod lets an `unknown` property be missing; a required one must be there, whatever its value,
    // also where a `$ref` names the any-value schema (Square's `type: { $ref: Type }`, `Type: {}`).
    const presence = optional ? '.optional()' : resolveRef(property.schema, context.schemas).kind === 'unknown' ? '.nonoptional()' : '';
    return `${propertyKey(property.name)}: ${zodExpression(property.schema, context)}${presence}`;
  });
  const body = shape.length === 0 ? '{}' : `{ ${shape.join(', ')} }`;
  if (typeof extra === 'object') return `z.object(${body}).catchall(${zodExpression(extra, context)})`;
  if (closed) return `z.strictObject(${body})`;
  return extra === true ? `z.looseObject(${body})` : `z.object(${body})`;
}

/**
 * Whether a property must be there in the direction being printed: a `required` one unless it is
 * marked (on itself or on the component its `$ref` names) as travelling the other way only,
 * `readOnly` in a request or `writeOnly` in a response. Such a property may still be sent.
 */
function requiredHere(property: SchemaProperty, context: ZodContext): boolean {
  const otherWayOnly = context.direction === 'response' ? 'writeOnly' : 'readOnly';
  return property.required && !hasAccessFlag(property.schema, otherWayOnly, context.schemas);
}

/**
 * `oneOf`/`anyOf`. With a discriminator whose variants are all objects that fix the
 * discriminating property to constants, a `z.discriminatedUnion`, which reports the wrong
 * property instead of every variant's mismatches; any other union is a `z.union`. A union of
 * one variant is that variant (a base extended by one subtype, as Azure's repair impact is):
 * zod would report its failures as one "no variant matched" instead of naming the fields.
 */
function unionExpression(variants: Schema[], discriminator: Discriminator | undefined, context: ZodContext): string {
  const printed = variants.map((variant) => zodExpression(variant, context));
  if (printed.length === 1) return printed[0]!;
  const discriminable = discriminator !== undefined && variants.every((variant) => fixesProperty(variant, discriminator.propertyName, context));
  return discriminable
    ? `z.discriminatedUnion(${tsLiteral(discriminator.propertyName)}, [${printed.join(', ')}])`
    : `z.union([${printed.join(', ')}])`;
}

/** An object (directly or through declared refs) whose `property` is a required literal or enum. */
function fixesProperty(schema: Schema, property: string, context: ZodContext, seen = new Set<string>()): boolean {
  if (schema.kind === 'ref') {
    const target = context.schemas.get(schema.name);
    if (!target || !context.declared.has(schema.name) || context.recursive.has(schema.name) || seen.has(schema.name)) return false;
    return fixesProperty(target, property, context, new Set([...seen, schema.name]));
  }
  if (schema.kind !== 'object' || schema.meta.nullable) return false;
  const found = schema.properties.find((p) => p.name === property);
  if (!found || !requiredHere(found, context)) return false;
  const value = found.schema;
  return value.kind === 'literal' || (value.kind === 'string' && value.enum !== undefined);
}

/**
 * The named schema's expression, printed again with its binary strings as file parts; inside
 * itself (a recursive schema) the `$ref` names its constant again.
 */
function inPlace(name: string, context: ZodContext): string {
  const target = context.schemas.get(name)!;
  return zodExpression(target, { ...context, inlining: new Set([...(context.inlining ?? []), name]) });
}

function numberChecks(rules: Record<string, unknown>): string[] {
  // OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 gives the bound itself.
  const lowerExclusive = rules.exclusiveMinimum === true;
  const upperExclusive = rules.exclusiveMaximum === true;
  return [
    numberCheck(lowerExclusive ? 'gt' : 'min', rules.minimum),
    numberCheck(upperExclusive ? 'lt' : 'max', rules.maximum),
    numberCheck('gt', rules.exclusiveMinimum),
    numberCheck('lt', rules.exclusiveMaximum),
    numberCheck('multipleOf', rules.multipleOf),
  ];
}

/**
 * `new RegExp(pattern)`, in Unicode mode where the pattern compiles in it, as JSON Schema reads
 * patterns and ajv compiles them: AWS's `[\p{L}\p{Z}\p{N}_.:/=+\-@]+` is a class of letters, spaces
 * and digits only so. A pattern Unicode mode refuses (`[\w-.]`) is taken as plain JavaScript reads it.
 */
function regExpText(pattern: string): string {
  return `new RegExp(${tsLiteral(pattern)}${safeRegExp(pattern)?.unicode ? ", 'u'" : ''})`;
}

function numberCheck(method: string, value: unknown): string {
  return typeof value === 'number' ? `.${method}(${value})` : '';
}

function withChecks(base: string, checks: string[]): string {
  return base + checks.join('');
}
