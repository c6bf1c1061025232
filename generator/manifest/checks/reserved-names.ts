/**
 * Refuses names that every JavaScript object already has (`__proto__`, `constructor`,
 * `toString`, … and `prototype`) wherever a manifest name becomes an object key or a class
 * member in generated code: security scheme names (`security.schemes`) and their
 * `clientOption`, operation `name`s, group `name`s and `key`s, parameter names (and
 * `pathParameters` keys), the token `field`, and `__proto__` as a schema property name or a path
 * segment. Such a key reads the prototype's member instead of the manifest's value
 * (`credentials.__proto__` is Object.prototype, an unset `params.toString` is a function), or
 * is swallowed on assignment, so a scheme or property would vanish without a word. Property
 * names other than `__proto__` are carried as they are: payloads may have them. `then` is
 * refused for operations and groups too: an exported function or a client member called `then`
 * makes the module or the client a thenable, which `await` would call.
 */
import { camelCase, headerKey } from '../../ir/names.ts';
import { literalSegments, parsePathTemplate, pathParamNames } from '../../ir/path-template.ts';
import { type CheckContext, isRecord } from './context.ts';
import { schemaRoots, walkSchema } from './schemas.ts';

/** `__proto__`, `constructor`, `toString`, `hasOwnProperty`, … and a function's `prototype`. */
export const PROTOTYPE_MEMBERS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
/** What operations and groups may not be called, in code: the prototype members and `then`. */
export const THENABLE: ReadonlySet<string> = new Set([...PROTOTYPE_MEMBERS, 'then']);

/** Why a name in code is refused: `is a name every JavaScript object already has`, or the thenable trap. */
export function whyReserved(name: string): string {
  return name === 'then' ? 'would make the generated module or client a thenable, which await calls' : 'is a name every JavaScript object already has';
}

function refusal(what: string, name: string, becomes?: string): string {
  const via = becomes !== undefined && becomes !== name ? ` (it becomes ${JSON.stringify(becomes)} in code)` : '';
  return `${what} ${JSON.stringify(name)}${via} ${whyReserved(becomes ?? name)}; choose another`;
}

export function checkReservedNames(ctx: CheckContext): void {
  const security = isRecord(ctx.data.security) ? ctx.data.security : {};
  const schemes = isRecord(security.schemes) ? security.schemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (PROTOTYPE_MEMBERS.has(name)) ctx.report(['security', 'schemes', name], refusal('security scheme name', name), { atKey: true });
    if (isRecord(scheme) && typeof scheme.clientOption === 'string' && PROTOTYPE_MEMBERS.has(scheme.clientOption)) {
      ctx.report(['security', 'schemes', name, 'clientOption'], refusal('client option', scheme.clientOption));
    }
  }
  const tokens = isRecord(security.tokens) ? security.tokens : {};
  if (typeof tokens.field === 'string' && PROTOTYPE_MEMBERS.has(tokens.field)) ctx.report(['security', 'tokens', 'field'], refusal('token field', tokens.field));

  if (isRecord(ctx.data.pathParameters)) {
    for (const name of Object.keys(ctx.data.pathParameters)) {
      if (PROTOTYPE_MEMBERS.has(name)) ctx.report(['pathParameters', name], refusal('path parameter', name), { atKey: true });
    }
  }
  // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no group mapping either
  (Array.isArray(ctx.data.groups) ? ctx.data.groups : []).forEach((group, index) => {
    if (!isRecord(group)) return;
    if (typeof group.key === 'string' && THENABLE.has(group.key)) ctx.report(['groups', index, 'key'], refusal('group key', group.key));
    else if (typeof group.key !== 'string' && typeof group.name === 'string' && THENABLE.has(camelCase(group.name))) {
      ctx.report(['groups', index, 'name'], refusal('group', group.name, camelCase(group.name)));
    }
  });
  for (const { op, index } of ctx.operations()) {
    if (typeof op.name === 'string' && THENABLE.has(camelCase(op.name))) ctx.report(['operations', index, 'name'], refusal('operation name', op.name, camelCase(op.name)));
    if (typeof op.group === 'string' && !Array.isArray(ctx.data.groups) && THENABLE.has(camelCase(op.group))) {
      ctx.report(['operations', index, 'group'], refusal('group', op.group, camelCase(op.group)));
    }
    if (typeof op.path === 'string') {
      const parsed = parsePathTemplate(op.path);
      // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no reserved name either
      const names = parsed.ok ? pathParamNames(parsed.template) : [];
      for (const name of names.filter((n) => PROTOTYPE_MEMBERS.has(n))) ctx.report(['operations', index, 'path'], refusal('path parameter', name));
      // The server's route tree is an object keyed by literal segments.
      // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no segment __proto__ either
      const literals = parsed.ok ? literalSegments(parsed.template) : [];
      if (literals.includes('__proto__')) ctx.report(['operations', index, 'path'], refusal('path segment', '__proto__'));
    }
    // Stryker disable next-line ArrayDeclaration: a text in place of the empty list is no parameter mapping either
    (Array.isArray(op.parameters) ? op.parameters : []).forEach((param, p) => {
      if (!isRecord(param) || typeof param.name !== 'string') return;
      const key = param.in === 'header' ? headerKey(param.name) : param.name;
      if (PROTOTYPE_MEMBERS.has(key)) ctx.report(['operations', index, 'parameters', p, 'name'], refusal('parameter', param.name, key));
    });
  }
  checkPropertyNames(ctx);
}

/** `__proto__` as a property is lost by every plain-object copy between the manifest and the output. */
function checkPropertyNames(ctx: CheckContext): void {
  const visit = (schema: Record<string, unknown>, path: (string | number)[]) => {
    if (isRecord(schema.properties) && Object.hasOwn(schema.properties, '__proto__')) {
      ctx.report([...path, 'properties', '__proto__'], 'a property named "__proto__" cannot be carried into generated code and the OpenAPI export (JavaScript objects treat it as their prototype); rename it', { atKey: true });
    }
    const discriminator = schema.discriminator;
    if (isRecord(discriminator) && isRecord(discriminator.mapping) && Object.hasOwn(discriminator.mapping, '__proto__')) {
      ctx.report([...path, 'discriminator', 'mapping', '__proto__'], 'a discriminator value "__proto__" cannot be carried into generated code; rename it', { atKey: true });
    }
  };
  for (const root of schemaRoots(ctx)) walkSchema(root.schema, root.path, visit);
}
