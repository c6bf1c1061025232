/**
 * Turns zod's issues into manifest diagnostics: positioned, in plain words, saying what was
 * expected and what was found, with a "did you mean" where a near name exists.
 */
import { z, type ZodIssue, type ZodTypeAny } from 'zod';
import { describeValue, type Diagnostic, type FieldPath } from './diagnostic.ts';
import { didYouMean } from './did-you-mean.ts';
import type { PositionIndex } from './positions.ts';

const TYPE_WORDS: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  null: 'null',
};

function valueAt(data: unknown, path: FieldPath): unknown {
  let node = data;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** The field names a mapping at `path` may have, found by walking the zod schema. */
function knownKeysAt(schema: ZodTypeAny, path: FieldPath): string[] {
  const keys = new Set<string>();
  const visit = (node: ZodTypeAny, rest: FieldPath): void => {
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable) return visit(node.unwrap(), rest);
    if (node instanceof z.ZodLazy) return visit(node.schema, rest);
    if (node instanceof z.ZodEffects) return visit(node.innerType(), rest);
    if (node instanceof z.ZodUnion || node instanceof z.ZodDiscriminatedUnion) {
      for (const option of node.options as ZodTypeAny[]) visit(option, rest);
      return;
    }
    if (node instanceof z.ZodObject) {
      const shape = node.shape as Record<string, ZodTypeAny>;
      if (rest.length === 0) Object.keys(shape).forEach((k) => keys.add(k));
      else if (shape[String(rest[0])]) visit(shape[String(rest[0])]!, rest.slice(1));
      return;
    }
    if (node instanceof z.ZodArray && rest.length > 0) return visit(node.element, rest.slice(1));
    if (node instanceof z.ZodRecord && rest.length > 0) return visit(node.valueSchema, rest.slice(1));
  };
  visit(schema, path);
  return [...keys];
}

export function formatIssues(
  issues: ZodIssue[],
  schema: ZodTypeAny,
  data: unknown,
  file: string,
  positions: PositionIndex,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (path: FieldPath, message: string, key = false): void => {
    const pos = key ? positions.keyAt(path) : positions.valueAt(path);
    out.push({ file, line: pos.line, column: pos.column, path, message });
  };

  const handle = (issue: ZodIssue): void => {
    const found = valueAt(data, issue.path);
    const got = `got ${describeValue(found)}`;
    switch (issue.code) {
      case 'invalid_type':
        if (issue.received === 'undefined') return at(issue.path, `required field is missing`);
        return at(issue.path, `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, ${got}`);
      case 'invalid_enum_value':
        return at(
          issue.path,
          `expected one of ${issue.options.join(', ')}, ${got}${didYouMean(String(issue.received), issue.options.map(String))}`,
        );
      case 'invalid_union_discriminator':
        return at(issue.path, `expected one of ${issue.options.map(String).join(', ')}, ${got}`);
      case 'invalid_literal':
        return at(issue.path, `expected ${describeValue(issue.expected)}, ${got}`);
      case 'unrecognized_keys': {
        const known = knownKeysAt(schema, issue.path);
        for (const key of issue.keys) at([...issue.path, key], `unknown field${didYouMean(key, known)}`, true);
        return;
      }
      case 'invalid_union': {
        // Report the branch that got furthest into the value; if none did, say what each wanted.
        const branches = issue.unionErrors.map((e) => e.issues);
        // A plain value offered to `enum | enum[]`: the enum's own message says the most.
        const enumIssue = branches.flat().find((i) => i.code === 'invalid_enum_value' && i.path.length === issue.path.length);
        if (enumIssue) return handle(enumIssue);
        const depth = (list: ZodIssue[]) => Math.max(...list.map((i) => i.path.length));
        const deepest = branches.reduce((a, b) => (depth(b) > depth(a) ? b : a));
        if (depth(deepest) > issue.path.length) return deepest.forEach(handle);
        const wanted = branches.map((list) => {
          const first = list[0]!;
          if (first.code === 'invalid_literal') return describeValue(first.expected);
          if (first.code === 'invalid_type') return TYPE_WORDS[first.expected] ?? first.expected;
          return 'a valid value';
        });
        return at(issue.path, `expected ${[...new Set(wanted)].join(' or ')}, ${got}`);
      }
      case 'too_small':
        if (issue.type === 'array') return at(issue.path, `expected at least ${issue.minimum} item(s), got ${describeValue(found)}`);
        if (issue.type === 'string') return at(issue.path, `${issue.message}, ${got}`);
        return at(issue.path, `expected ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}, ${got}`);
      case 'too_big':
        if (issue.type === 'string') return at(issue.path, `${issue.message}, got ${String(found).length}`);
        return at(issue.path, `expected at most ${issue.maximum}, ${got}`);
      case 'invalid_string': {
        const message = issue.message === 'Invalid' ? 'invalid string' : issue.message;
        // A record key that fails its pattern (`versions: { x: ~ }`): the key is what is wrong.
        const key = issue.path[issue.path.length - 1];
        if (typeof found !== 'string' && typeof key === 'string') return at(issue.path, `${message}, got ${JSON.stringify(key)}`, true);
        return at(issue.path, `${message}, ${got}`);
      }
      default:
        return at(issue.path, `${issue.message}, ${got}`);
    }
  };

  issues.forEach(handle);
  return out;
}
