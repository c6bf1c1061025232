/**
 * Which function answers an operation (`operations[].name`, as `RouteSpec.handler`): the
 * application's handler first, then a configured static response, then a built-in token handler.
 */
import type { OperationHandler } from './handler.ts';
import type { ResolvedOptions } from './options.ts';
import type { RouteSpec, ServiceDescription } from './service.ts';
import { tokenHandlers } from './token-handlers.ts';

/**
 * Only own properties count: an operation named `value_of` must not be served by
 * `Object.prototype.valueOf`, which would answer with the handlers object itself.
 */
export function handlerLookup(
  service: ServiceDescription,
  handlers: object,
  options: ResolvedOptions,
): (route: RouteSpec) => OperationHandler | undefined {
  const builtins = tokenHandlers(service, options);
  // Looked up per request (handlers may be added later), bound once per function.
  const bound = new WeakMap<object, OperationHandler>();
  return (route) => {
    const candidate: unknown = Object.hasOwn(handlers, route.handler)
      ? (handlers as Record<string, unknown>)[route.handler]
      : undefined;
    if (typeof candidate === 'function') {
      let handler = bound.get(candidate);
      if (handler === undefined) bound.set(candidate, (handler = candidate.bind(handlers) as OperationHandler));
      return handler;
    }
    if (!Object.hasOwn(options.staticResponses, route.name)) return builtins.get(route.name);
    return () => options.staticResponses[route.name];
  };
}
