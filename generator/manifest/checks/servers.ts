/**
 * `servers[].url` and `servers[].variables`: every `{name}` of a URL template is declared under
 * `variables` and every declared variable is used; a default is one of its variable's `enum`
 * values; the URL, its variables at their defaults, is absolute, and so is each value of a
 * variable in place of its default.
 */
import { fillServerUrl, isAbsoluteUrl, SERVER_VARIABLE } from '../server-schema.ts';
import { type CheckContext, isRecord } from './context.ts';

export function checkServers(ctx: CheckContext): void {
  const servers = Array.isArray(ctx.data.servers) ? ctx.data.servers : [];
  servers.forEach((server, i) => {
    if (!isRecord(server) || typeof server.url !== 'string') return;
    const at = ['servers', i];
    const declared = isRecord(server.variables) ? server.variables : {};
    const used = [...server.url.matchAll(SERVER_VARIABLE)].map((match) => match[1]!);
    const undeclared = [...new Set(used.filter((name) => !(name in declared)))];
    for (const name of undeclared) ctx.report([...at, 'url'], `{${name}} is not declared under variables`);
    for (const name of Object.keys(declared).filter((name) => !used.includes(name))) {
      ctx.report([...at, 'variables', name], `variable "${name}" is not used in the url`, { atKey: true });
    }
    const defaults: Record<string, string> = {};
    for (const [name, variable] of Object.entries(declared)) {
      if (!isRecord(variable) || typeof variable.default !== 'string') return;
      defaults[name] = variable.default;
      const values = Array.isArray(variable.enum) ? variable.enum : undefined;
      if (values && !values.includes(variable.default)) {
        ctx.report([...at, 'variables', name, 'default'], `expected one of the variable's enum values (${values.map((v) => JSON.stringify(v)).join(', ')}), got ${JSON.stringify(variable.default)}`);
      }
    }
    if (undeclared.length > 0) return;
    if (!isAbsoluteUrl(fillServerUrl(server.url, defaults))) {
      const variables = used.length > 0 ? ' once its variables take their defaults' : '';
      ctx.report([...at, 'url'], `expected an absolute URL${variables}, got ${JSON.stringify(server.url)}`);
      return;
    }
    for (const [name, variable] of Object.entries(declared)) {
      const values = isRecord(variable) && Array.isArray(variable.enum) ? variable.enum : [];
      values.forEach((value, j) => {
        if (typeof value === 'string' && !isAbsoluteUrl(fillServerUrl(server.url as string, { ...defaults, [name]: value }))) {
          ctx.report([...at, 'variables', name, 'enum', j], `the value ${JSON.stringify(value)} does not give an absolute URL`);
        }
      });
    }
  });
}
