/**
 * Client options that send every operation to one host: `baseURL`, and `serverURLs` mapping the
 * servers of operations the API serves from elsewhere (`operations[].server`, GitHub's uploads)
 * to it too. A test server stands in for all of them; without the map those calls would leave
 * the machine.
 */
import type { Api } from '../../../generator/ir/types.ts';

export function oneHost(api: Api, url: string): { baseURL: string; serverURLs?: Record<string, string> } {
  const servers = [...new Set(api.operations.flatMap((op) => (op.server === undefined ? [] : [op.server])))];
  return { baseURL: url, ...(servers.length > 0 ? { serverURLs: Object.fromEntries(servers.map((server) => [server, url])) } : {}) };
}
