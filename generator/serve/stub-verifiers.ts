/**
 * The stub's credential checks: the demo API key and user plus those of the configuration file.
 * Every presented secret is compared with every known one in constant time (`secretsEqual`), and
 * the whole list is always walked, so neither a near miss nor the position of a match shows in
 * the response time. A credential configured with a tenant may only name that tenant (Basic
 * answers 401 otherwise, as the real service does; the token operation 403 for keys and tokens);
 * one configured without a tenant stands for whichever tenant the request names.
 */
import type { Principal } from '../../templates/server/core/handler.ts';
import type { ServerOptions } from '../../templates/server/core/options.ts';
import { secretsEqual } from '../../templates/server/core/secrets-equal.ts';
import type { StubConfig } from './stub-config.ts';

type ConfiguredPrincipal = StubConfig['apiKeys'][string];
type StubUser = StubConfig['users'][number];

export function stubVerifiers(
  config: StubConfig,
  demo: { apiKey: string; principal: ConfiguredPrincipal; users: StubUser[] },
  /** The API has a Basic scheme whose username is an API key (`username: apiKey`): a known key as the username is enough. */
  keyAsUsername = false,
): Pick<ServerOptions, 'verifyApiKey' | 'verifyBasic' | 'verifyBearerToken'> {
  const apiKeys: [string, ConfiguredPrincipal][] = [
    [demo.apiKey, demo.principal],
    ...Object.entries(config.apiKeys),
  ];
  const bearerTokens = Object.entries(config.bearerTokens);
  return {
    verifyApiKey: (key, _scheme, tenant) => principalFor(findSecret(apiKeys, key), tenant),
    verifyBearerToken: (token, _scheme, tenant) =>
      principalFor(findSecret(bearerTokens, token), tenant),
    verifyBasic: (username, password, tenant) => {
      const key = keyAsUsername ? findSecret(apiKeys, username) : undefined;
      if (key) return principalFor(key, tenant);
      let match: StubUser | undefined;
      for (const user of demo.users) {
        // Both comparisons always run: `&&` would skip the password of every other user.
        const name = secretsEqual(username, user.username);
        const secret = secretsEqual(password, user.password);
        if (name && secret) match ??= user;
      }
      if (!match) return null;
      if (match.tenant !== undefined && tenant !== undefined && match.tenant !== tenant) return null;
      const { username: subject, tenant: own } = match;
      return principalFor(own === undefined ? { subject } : { subject, tenant: own }, tenant);
    },
  };
}

/** The value stored under `presented`, found without an early exit. */
function findSecret<T>(entries: [string, T][], presented: string): T | undefined {
  let found: T | undefined;
  for (const [secret, value] of entries) {
    if (secretsEqual(presented, secret)) found ??= value;
  }
  return found;
}

/** A configured tenant is kept (the token operation refuses any other); none means any. */
function principalFor(
  configured: ConfiguredPrincipal | undefined,
  requestedTenant: string | undefined,
): Principal | null {
  if (!configured) return null;
  const tenant = configured.tenant ?? requestedTenant;
  return { subject: configured.subject, ...(tenant !== undefined ? { tenant } : {}) };
}
