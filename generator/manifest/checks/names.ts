/** Checks operation `name`s (snake_case, unique) and their `group` (declared, unique keys). */
import { camelCase } from '../../ir/names.ts';
import { didYouMean } from '../did-you-mean.ts';
import { type CheckContext, isRecord } from './context.ts';

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

export function checkNames(ctx: CheckContext): void {
  const firstByName = new Map<string, number>();
  const firstByMethod = new Map<string, number>();
  for (const { op, index } of ctx.operations()) {
    if (typeof op.name !== 'string') continue;
    const path = ['operations', index, 'name'];
    if (!SNAKE.test(op.name)) {
      ctx.report(path, `expected a snake_case name such as "get_project", got ${JSON.stringify(op.name)}`);
    }
    const first = firstByName.get(op.name);
    if (first === undefined) firstByName.set(op.name, index);
    else {
      ctx.report(path, `duplicate operation name ${JSON.stringify(op.name)}, first used by operations[${first}] on line ${ctx.line(['operations', first, 'name'])}`);
      continue;
    }
    // `get_item_v2` and `get_item_v_2` are different names but the same method `getItemV2`.
    const method = camelCase(op.name);
    const clash = firstByMethod.get(method);
    if (clash === undefined) firstByMethod.set(method, index);
    else {
      ctx.report(path, `operation name ${JSON.stringify(op.name)} becomes the method ${method}, like operations[${clash}] on line ${ctx.line(['operations', clash, 'name'])}`);
    }
  }
}

export function checkGroups(ctx: CheckContext): void {
  const groups = Array.isArray(ctx.data.groups) ? ctx.data.groups : undefined;
  const declared = new Map<string, number>();
  const keys = new Map<string, number>();
  // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no group mapping either
  (groups ?? []).forEach((group, index) => {
    if (!isRecord(group)) return;
    if (typeof group.name === 'string') {
      if (declared.has(group.name)) ctx.report(['groups', index, 'name'], `duplicate group ${JSON.stringify(group.name)}`);
      declared.set(group.name, index);
    }
    if (typeof group.key === 'string') {
      if (keys.has(group.key)) ctx.report(['groups', index, 'key'], `duplicate group key ${JSON.stringify(group.key)}`);
      keys.set(group.key, index);
    }
  });
  if (!groups) return; // Without a `groups` list, every operation's group is declared by use.
  for (const { op, index } of ctx.operations()) {
    if (typeof op.group === 'string' && !declared.has(op.group)) {
      ctx.report(['operations', index, 'group'], `unknown group ${JSON.stringify(op.group)}${didYouMean(op.group, declared.keys()) || '; declare it under groups'}`);
    }
  }
}
