/**
 * `operations[].match` across the operations of one route: a parameter of one operation must not
 * be what selects another by its presence. If every selector of operation A is either one of B's
 * own or a name B may send as a parameter, a call of B that sends those parameters, whatever their
 * values, reaches A (or, where neither includes the other, is refused as ambiguous):
 * `list_objects` with an optional `uploadId` beside `list_parts`, selected by `?uploadId`. (Where
 * A's selectors are all B's own, B's include A's and B wins; that is how an operation without
 * `match` stands behind the others.) A constant is reached only by its value, which is that
 * operation's request: a parameter that may take it (openSUSE's `cmd` beside `?cmd=diff`) is allowed.
 */
import { type MatchSelector, matchSelectors, selectorKey } from '../../ir/match-selectors.ts';
import { routeShape, parsePathTemplate } from '../../ir/path-template.ts';
import type { OperationMatch } from '../operation-match.ts';
import { type CheckContext, isRecord } from './context.ts';

interface RouteOperation {
  index: number;
  name: string;
  selectors: MatchSelector[];
  /** `selectorKey` of each query and header parameter → its position in `parameters`. */
  params: Map<string, number>;
  /** Its selectors by `selectorKey`. */
  own: Map<string, MatchSelector>;
}

export function checkMatchReach(ctx: CheckContext): void {
  const byRoute = new Map<string, RouteOperation[]>();
  for (const { op, index } of ctx.operations()) {
    if (typeof op.path !== 'string' || typeof op.method !== 'string') continue;
    const parsed = parsePathTemplate(op.path);
    if (!parsed.ok) continue;
    const route = `${op.method} ${routeShape(parsed.template)}`;
    const params = new Map<string, number>();
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((param, p) => {
      if (isRecord(param) && typeof param.name === 'string' && (param.in === 'query' || param.in === 'header')) params.set(selectorKey({ in: param.in, name: param.name }), p);
    });
    const selectors = matchSelectors(isRecord(op.match) ? (op.match as OperationMatch) : undefined);
    const name = typeof op.name === 'string' ? op.name : `operations[${index}]`;
    const entry = { index, name, selectors, params, own: new Map(selectors.map((s) => [selectorKey(s), s])) };
    const list = byRoute.get(route);
    if (list) list.push(entry);
    else byRoute.set(route, [entry]);
  }
  for (const operations of byRoute.values()) {
    // Only routes where some operation is selected by a presence: EC2's 600 on `POST /` have constants only.
    if (operations.length < 2 || !operations.some((op) => op.selectors.some((s) => s.value === undefined))) continue;
    for (const sender of operations) {
      if (sender.params.size === 0) continue;
      for (const target of operations) {
        if (target === sender || target.selectors.length === 0) continue;
        const sent = reachedThroughParameters(target.selectors, sender);
        if (sent === undefined) continue;
        for (const { selector, position } of sent) {
          ctx.report(
            ['operations', sender.index, 'parameters', position, 'name'],
            `${selector.in} parameter ${JSON.stringify(selector.name)} also selects ${target.name} on the same route (operations[${target.index}]): a call that sends it reaches that operation; rename one, or make it a \`match\` of this operation too`,
          );
        }
      }
    }
  }
}

/**
 * The parameters of `sender` through which its calls carry every one of `selectors`, or undefined
 * when its own selectors carry them all (then it includes the target's), or some selector is
 * neither, or is a constant (reached only by its value).
 */
function reachedThroughParameters(selectors: readonly MatchSelector[], sender: RouteOperation): { selector: MatchSelector; position: number }[] | undefined {
  const through: { selector: MatchSelector; position: number }[] = [];
  for (const selector of selectors) {
    const key = selectorKey(selector);
    const mine = sender.own.get(key);
    if (mine !== undefined && (selector.value === undefined || mine.value === selector.value)) continue;
    const param = sender.params.get(key);
    if (param === undefined || mine !== undefined || selector.value !== undefined) return undefined;
    through.push({ selector, position: param });
  }
  return through.length > 0 ? through : undefined;
}
