/**
 * What a failed union of objects reports. zod says only that no variant matched; but when the
 * variants are told apart by a property fixed to a value in each (a discriminator, also where
 * the variants are `allOf`s that zod cannot discriminate: a subtype built on its base's shape),
 * the request meant the variant whose value it sent, and that variant's own failures name the
 * fields to fix (`/body/packSize: expected integer`). When no variant takes the value sent, that
 * property is the one failure (`/body/petType: expected one of "cat", "dog"`).
 */
import type { core } from 'zod/v4';

type Issue = core.$ZodIssue;

type ValueIssue = Extract<Issue, { code: 'invalid_value' }>;

/**
 * The issues to report for a failed union, with its own path before theirs; undefined to report
 * it as one. The discriminating property is one that all variants but at most one refuse the
 * sent value of (`invalid_value` right under the union); of several such, the one that most
 * variants refuse, then the one allowing fewest values (a Cat's `huntingSkill` allows two, its
 * `petType` one).
 */
export function unionIssues(issue: Issue): Issue[] | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length < 2) return undefined;
  const tags = issue.errors.map((issues) => new Map(issues.filter((one): one is ValueIssue => one.code === 'invalid_value' && one.path.length === 1).map((one) => [one.path[0]!, one])));
  let best: { property: PropertyKey; refusing: number; width: number } | undefined;
  for (const property of new Set(tags.flatMap((byProperty) => [...byProperty.keys()]))) {
    const refused = tags.flatMap((byProperty) => byProperty.get(property) ?? []);
    if (refused.length < issue.errors.length - 1) continue;
    const width = Math.max(...refused.map((one) => one.values.length));
    if (!best || refused.length > best.refusing || (refused.length === best.refusing && width < best.width)) best = { property, refusing: refused.length, width };
  }
  if (!best) return undefined;
  const meant = issue.errors.filter((_, index) => !tags[index]!.has(best.property));
  if (meant.length === 1) return meant[0]!.map((one) => ({ ...one, path: [...issue.path, ...one.path] }));
  const refused = tags.map((byProperty) => byProperty.get(best.property)!);
  const values = [...new Set(refused.flatMap((one) => one.values))];
  // Each variant's message ends in what was sent (`…, got "bird"`); the error map wrote them all alike.
  const got = refused[0]!.message.slice(refused[0]!.message.lastIndexOf(', got ') + 2);
  return [{ ...refused[0]!, path: [...issue.path, best.property], values, message: `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}, ${got}` }];
}
