/** The generated client's package.json metadata, from the manifest's `client` block. */
import type { Manifest } from '../manifest/schema.ts';
import type { PackageInfo } from './types.ts';

/** Without `client.version`, a first unpublished version. */
const DEFAULT_VERSION = '0.1.0';

export function packageInfoOf(client: Manifest['client']): PackageInfo {
  const { version, license, repository, homepage, author, keywords } = client ?? {};
  return {
    version: version ?? DEFAULT_VERSION,
    ...(license ? { license } : {}),
    ...(repository ? { repository } : {}),
    ...(homepage ? { homepage } : {}),
    ...(author ? { author } : {}),
    ...(keywords?.length ? { keywords } : {}),
  };
}
