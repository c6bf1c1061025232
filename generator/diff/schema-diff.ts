/**
 * Compares two IR schemas in one direction (what the client sends, or what it reads) and lists
 * the changes, classified by the rules in rules.ts. Named schemas (`$ref`s to the same name on
 * both sides) are compared once per direction and labelled by their name (`Pet.tag`), so a
 * change to a shared type is one change touching every operation that uses it; recursion
 * stops at a name already being compared.
 */
import { hasAccessFlag } from '../ir/access-flag.ts';
import type { Schema } from '../ir/types.ts';
import { describeSchema, listValues } from './describe-schema.ts';
import { flattenIntersection } from './flatten-intersection.ts';
import { matchParts } from './match-parts.ts';
import { mayBeNull } from './may-be-null.ts';
import type { ChangeKind, Direction } from './rules.ts';

export interface ChangeDraft {
  kind: ChangeKind;
  where: string;
  message: string;
}

type ObjectSchema = Extract<Schema, { kind: 'object' }>;
const EMPTY_OBJECT: ObjectSchema = { kind: 'object', properties: [], additionalProperties: false, meta: {} };
const UNKNOWN: Schema = { kind: 'unknown', meta: {} };

export class SchemaDiffer {
  private readonly memo = new Map<string, ChangeDraft[]>();
  private readonly inProgress = new Set<string>();

  constructor(
    readonly oldSchemas: ReadonlyMap<string, Schema>,
    readonly newSchemas: ReadonlyMap<string, Schema>,
  ) {}

  diff(old: Schema, neu: Schema, direction: Direction, label: string): ChangeDraft[] {
    return this.compare(old, neu, direction, label, new Set());
  }

  private compare(old: Schema, neu: Schema, d: Direction, label: string, pairs: Set<string>): ChangeDraft[] {
    const out: ChangeDraft[] = [];
    const add = (kind: ChangeKind, message: string) => out.push({ kind, where: label, message });
    const sameName = old.kind === 'ref' && neu.kind === 'ref' && old.name === neu.name;
    // The same named type on both sides: its own nullability is compared once, under its name.
    const [was, is] = sameName ? [old.meta.nullable === true, neu.meta.nullable === true] : [mayBeNull(old, this.oldSchemas), mayBeNull(neu, this.newSchemas)];
    if (!was && is) add(`${d}-nullable-added`, 'may now be null');
    if (was && !is) add(`${d}-nullable-removed`, 'can no longer be null');
    if (sameName) return [...out, ...this.named(old.name, d)];
    if (old.kind === 'ref' || neu.kind === 'ref') {
      const pair = `${d}:${describeSchema(old)}>${describeSchema(neu)}`;
      if (pairs.has(pair)) return out;
      pairs.add(pair);
    }
    return [...out, ...this.structural(this.deref(old, this.oldSchemas), this.deref(neu, this.newSchemas), d, label, pairs)];
  }

  private named(name: string, d: Direction): ChangeDraft[] {
    const key = `${d}:${name}`;
    const known = this.memo.get(key);
    if (known) return known;
    const old = this.oldSchemas.get(name);
    const neu = this.newSchemas.get(name);
    if (!old || !neu || this.inProgress.has(key)) return [];
    this.inProgress.add(key);
    const result = this.compare(old, neu, d, name, new Set());
    this.inProgress.delete(key);
    this.memo.set(key, result);
    return result;
  }

  /** Each side's kinds with references followed, for matchParts. */
  private readonly kinds = { old: (s: Schema) => this.deref(s, this.oldSchemas).kind, new: (s: Schema) => this.deref(s, this.newSchemas).kind };

  private deref(schema: Schema, schemas: ReadonlyMap<string, Schema>): Schema {
    return schema.kind === 'ref' ? (schemas.get(schema.name) ?? UNKNOWN) : schema;
  }

  private structural(rawOld: Schema, rawNew: Schema, d: Direction, label: string, pairs: Set<string>): ChangeDraft[] {
    const old = asEnum(rawOld);
    const neu = asEnum(rawNew);
    const change = (kind: ChangeKind) => [{ kind, where: label, message: `type changed from ${describeSchema(rawOld)} to ${describeSchema(rawNew)}` }];
    if (old.kind === 'unknown' && neu.kind === 'unknown') return [];
    if (old.kind === 'unknown') return change(`${d}-type-narrowed`);
    if (neu.kind === 'unknown') return change(`${d}-type-widened`);
    if (old.kind === 'integer' && neu.kind === 'number') return [...change(`${d}-type-widened`), ...enumChanges(old.enum, neu.enum, d, label)];
    if (old.kind === 'number' && neu.kind === 'integer') return [...change(`${d}-type-narrowed`), ...enumChanges(old.enum, neu.enum, d, label)];
    if ((old.kind === 'intersection') !== (neu.kind === 'intersection')) {
      // `allOf: [X]` is X, and an `allOf` of objects is one object: compare what they describe.
      const [a, b] = [flattenIntersection(old, this.oldSchemas), flattenIntersection(neu, this.newSchemas)];
      if (a !== old || b !== neu) return this.structural(a, b, d, label, pairs);
    }
    if ((old.kind === 'union') !== (neu.kind === 'union')) {
      // `T` and `T | U`: one variant appeared or went (breaking for requests only when it went).
      const [a, b] = [asUnion(old), asUnion(neu)];
      if (matchParts(a.variants, b.variants, this.kinds).pairs.length === 1) return this.unions(a, b, d, label, pairs);
    }
    if (old.kind !== neu.kind) return change(`${d}-type-changed`);
    switch (old.kind) {
      case 'string': {
        const n = neu as typeof old;
        const format = old.format === n.format ? [] : [formatChange(old.format, n.format, d, label)];
        return [...format, ...enumChanges(old.enum, n.enum, d, label)];
      }
      case 'number':
      case 'integer': {
        const n = neu as typeof old;
        return [...int32Change(old.format, n.format, d, label), ...enumChanges(old.enum, n.enum, d, label)];
      }
      case 'literal':
        return old.value === (neu as typeof old).value ? [] : change(`${d}-type-changed`);
      case 'array':
        return this.compare(old.items, (neu as typeof old).items, d, `${label}[]`, pairs);
      case 'object':
        return this.objects(old, neu as typeof old, d, label, pairs);
      case 'union':
        return this.unions(old, neu as typeof old, d, label, pairs);
      case 'intersection':
        return this.intersections(old, neu as typeof old, d, label, pairs);
      default:
        return [];
    }
  }

  private objects(old: ObjectSchema, neu: ObjectSchema, d: Direction, label: string, pairs: Set<string>): ChangeDraft[] {
    const out: ChangeDraft[] = [];
    const add = (kind: ChangeKind, message: string) => out.push({ kind, where: label, message });
    // Clients never send readOnly fields and never receive writeOnly ones (flagged on the field or on the component it names).
    const hidden = d === 'request' ? 'readOnly' : 'writeOnly';
    const relevant = (s: ObjectSchema, schemas: ReadonlyMap<string, Schema>) => s.properties.filter((p) => !hasAccessFlag(p.schema, hidden, schemas));
    const oldProps = new Map(relevant(old, this.oldSchemas).map((p) => [p.name, p]));
    const newProps = new Map(relevant(neu, this.newSchemas).map((p) => [p.name, p]));
    for (const name of oldProps.keys()) if (!newProps.has(name)) add(`${d}-field-removed`, `field "${name}" was removed`);
    for (const [name, p] of newProps) {
      const before = oldProps.get(name);
      if (!before) {
        if (d === 'response') add('response-field-added', `new field "${name}"`);
        else add(p.required ? 'request-field-added-required' : 'request-field-added-optional', `new ${p.required ? 'required' : 'optional'} field "${name}"`);
        continue;
      }
      if (!before.required && p.required) add(`${d}-field-became-required`, `field "${name}" is now required`);
      if (before.required && !p.required) add(`${d}-field-became-optional`, `field "${name}" is now optional`);
      if (!before.schema.meta.deprecated && p.schema.meta.deprecated) add('field-deprecated', `field "${name}" is deprecated`);
      out.push(...this.compare(before.schema, p.schema, d, `${label}.${name}`, pairs));
    }
    const oldExtra = old.additionalProperties;
    const newExtra = neu.additionalProperties;
    if (oldExtra === false && newExtra !== false) add(d === 'request' ? 'request-type-widened' : 'response-field-added', 'may now have additional properties');
    else if (oldExtra !== false && newExtra === false) add(d === 'request' ? 'request-type-narrowed' : 'response-field-removed', 'no longer has additional properties');
    else if (oldExtra !== false && newExtra !== false) {
      out.push(...this.compare(oldExtra === true ? UNKNOWN : oldExtra, newExtra === true ? UNKNOWN : newExtra, d, `${label}[*]`, pairs));
    }
    return out;
  }

  private unions(old: Extract<Schema, { kind: 'union' }>, neu: Extract<Schema, { kind: 'union' }>, d: Direction, label: string, pairs: Set<string>): ChangeDraft[] {
    const out: ChangeDraft[] = [];
    const matched = matchParts(old.variants, neu.variants, this.kinds);
    for (const v of matched.removed) out.push({ kind: `${d}-variant-removed`, where: label, message: `variant ${describeSchema(v)} was removed` });
    for (const v of matched.added) out.push({ kind: `${d}-variant-added`, where: label, message: `new variant ${describeSchema(v)}` });
    for (const [a, b] of matched.pairs) out.push(...this.compare(a, b, d, label, pairs));
    return out;
  }

  private intersections(old: Extract<Schema, { kind: 'intersection' }>, neu: Extract<Schema, { kind: 'intersection' }>, d: Direction, label: string, pairs: Set<string>): ChangeDraft[] {
    const out: ChangeDraft[] = [];
    const matched = matchParts(old.parts, neu.parts, this.kinds);
    // A part that disappears takes its fields with it; a new part brings new fields.
    for (const p of matched.removed) out.push(...this.compare(p, EMPTY_OBJECT, d, label, pairs));
    for (const p of matched.added) out.push(...this.compare(EMPTY_OBJECT, p, d, label, pairs));
    for (const [a, b] of matched.pairs) out.push(...this.compare(a, b, d, label, pairs));
    return out;
  }
}

type UnionSchema = Extract<Schema, { kind: 'union' }>;
const asUnion = (schema: Schema): UnionSchema => (schema.kind === 'union' ? schema : { kind: 'union', mode: 'anyOf', variants: [schema], meta: {} });

/** A string or number literal compared as a one-value enum, so `const` ↔ `enum` changes read as enum changes. */
function asEnum(schema: Schema): Schema {
  if (schema.kind !== 'literal') return schema;
  if (typeof schema.value === 'string') return { kind: 'string', enum: [schema.value], meta: schema.meta };
  if (typeof schema.value === 'number') return { kind: 'number', enum: [schema.value], meta: schema.meta };
  return schema;
}

/** A string's `format` dropped (it accepts any string now), added, or changed; see rules.ts for the classification. */
function formatChange(old: string | undefined, neu: string | undefined, d: Direction, where: string): ChangeDraft {
  if (neu === undefined) return { kind: `${d}-type-widened`, where, message: `format ${old} dropped: any string now` };
  if (old === undefined) return { kind: `${d}-type-narrowed`, where, message: `now limited to format ${neu}` };
  return { kind: `${d}-type-changed`, where, message: `format changed from ${old} to ${neu}` };
}

/**
 * Of a number's formats only `int32` limits the values (the validators take any size of int64,
 * float and double), so only a change to or from it is reported.
 */
function int32Change(old: string | undefined, neu: string | undefined, d: Direction, where: string): ChangeDraft[] {
  if ((old === 'int32') === (neu === 'int32')) return [];
  if (neu === 'int32') return [{ kind: `${d}-type-narrowed`, where, message: 'now limited to format int32' }];
  return [{ kind: `${d}-type-widened`, where, message: neu === undefined ? 'format int32 dropped: any size now' : `format int32 changed to ${neu}: any size now` }];
}

function enumChanges(old: readonly (string | number)[] | undefined, neu: readonly (string | number)[] | undefined, d: Direction, where: string): ChangeDraft[] {
  if (!old && !neu) return [];
  if (!old) return [{ kind: `${d}-enum-narrowed`, where, message: `now limited to ${listValues(neu!)}` }];
  // No enum at all is a wider type (`string`, not a union of values), like a dropped format.
  if (!neu) return [{ kind: `${d}-type-widened`, where, message: `no longer limited to ${listValues(old)}` }];
  const added = neu.filter((v) => !old.includes(v));
  const removed = old.filter((v) => !neu.includes(v));
  return [
    ...(removed.length > 0 ? [{ kind: `${d}-enum-narrowed` as const, where, message: `enum value${removed.length > 1 ? 's' : ''} ${listValues(removed)} removed` }] : []),
    ...(added.length > 0 ? [{ kind: `${d}-enum-widened` as const, where, message: `new enum value${added.length > 1 ? 's' : ''} ${listValues(added)}` }] : []),
  ];
}
