/**
 * API-wide changes: the client's class or package name, the default server and its variables, the success media
 * type template and default version, security schemes (added, removed, or changed in a way that
 * changes the client's options) and named schemas (the exported types) added or removed. Each
 * names the operations it touches.
 */
import { schemesIn } from '../ir/auth-requirements.ts';
import { keyLocation } from '../ir/key-location.ts';
import type { Api, Operation, SecurityScheme } from '../ir/types.ts';
import { schemaUsers } from './schema-users.ts';
import { diffServerVariables } from './server-variables.ts';
import type { ChangeDraft } from './schema-diff.ts';

export interface ApiChange extends ChangeDraft {
  /** Operations of the old API (for what existing code calls) or of the new one (for additions). */
  operations: { old: Operation[]; new: Operation[] };
}

const none = { old: [], new: [] };
const schemeText = (s: SecurityScheme) =>
  `${s.kind}${keyLocation(s) ? ` in ${keyLocation(s)!.text}` : ''}${s.bearerFormat ? ` (${s.bearerFormat})` : ''}${s.username ? ` (username: ${s.username})` : ''}, client option ${s.clientOption}`;

export function diffApiWide(old: Api, neu: Api): ApiChange[] {
  const out: ApiChange[] = [];
  const add = (kind: ChangeDraft['kind'], where: string, message: string, operations: ApiChange['operations'] = none) => out.push({ kind, where, message, operations });
  if (old.clientName !== neu.clientName) add('client-renamed', 'client', `client class renamed from ${old.clientName} to ${neu.clientName}`);
  if (old.packageName !== neu.packageName) add('client-renamed', 'client', `client package renamed from ${old.packageName} to ${neu.packageName}`);
  if (old.servers[0]?.url !== neu.servers[0]?.url) add('server-changed', 'servers', `default server changed from ${old.servers[0]?.url} to ${neu.servers[0]?.url}`);
  for (const change of diffServerVariables(old.servers[0], neu.servers[0])) add(change.kind, change.where, change.message);
  if (old.media.successTemplate !== neu.media.successTemplate) {
    add('media-type-changed', 'media', `success media type changed from ${old.media.successTemplate} to ${neu.media.successTemplate}`, { old: old.operations, new: [] });
  }
  if (old.media.current !== neu.media.current) add('default-version-changed', 'media', `default version changed from ${old.media.current} to ${neu.media.current}`);

  const oldSchemes = new Map(old.securitySchemes.map((s) => [s.name, s]));
  const newSchemes = new Map(neu.securitySchemes.map((s) => [s.name, s]));
  const usersOf = (api: Api, scheme: string) => api.operations.filter((op) => schemesIn(op.auth).includes(scheme));
  for (const [name, s] of oldSchemes) {
    const now = newSchemes.get(name);
    if (!now) add('security-scheme-removed', `security scheme ${name}`, `security scheme ${name} was removed`, { old: usersOf(old, name), new: [] });
    else if (schemeText(s) !== schemeText(now)) add('security-scheme-changed', `security scheme ${name}`, `security scheme ${name} changed from ${schemeText(s)} to ${schemeText(now)}`, { old: usersOf(old, name), new: [] });
  }
  for (const name of newSchemes.keys()) if (!oldSchemes.has(name)) add('security-scheme-added', `security scheme ${name}`, `new security scheme ${name}`, { old: [], new: usersOf(neu, name) });

  const oldUsers = schemaUsers(old);
  const newUsers = schemaUsers(neu);
  const newNames = new Set(neu.schemas.map((s) => s.name));
  const oldNames = new Set(old.schemas.map((s) => s.name));
  for (const name of oldNames) if (!newNames.has(name)) add('schema-removed', `schema ${name}`, `type ${name} was removed`, { old: oldUsers.get(name) ?? [], new: [] });
  for (const name of newNames) if (!oldNames.has(name)) add('schema-added', `schema ${name}`, `new type ${name}`, { old: [], new: newUsers.get(name) ?? [] });
  return out;
}
