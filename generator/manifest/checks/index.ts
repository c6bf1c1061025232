/** Runs every semantic check over the manifest data, after (and independently of) the shape check. */
import type { Diagnostic } from '../diagnostic.ts';
import type { PositionIndex } from '../positions.ts';
import { CheckContext, isRecord } from './context.ts';
import { checkGeneratedNames } from './generated-names.ts';
import { checkMatchReach } from './match-reach.ts';
import { checkGroups, checkNames } from './names.ts';
import { checkPagination } from './pagination.ts';
import { checkParameterUniqueness, checkPaths } from './paths.ts';
import { checkPayloads } from './payloads.ts';
import { checkResponses } from './responses.ts';
import { checkReservedNames } from './reserved-names.ts';
import { checkSchemas } from './schemas.ts';
import { checkSecurity } from './security.ts';
import { checkServers } from './servers.ts';
import { checkVersions } from './versions.ts';

const CHECKS = [checkServers, checkNames, checkGroups, checkPaths, checkParameterUniqueness, checkMatchReach, checkSecurity, checkVersions, checkSchemas, checkPayloads, checkResponses, checkPagination, checkReservedNames, checkGeneratedNames];

export function runSemanticChecks(data: unknown, file: string, positions: PositionIndex): Diagnostic[] {
  if (!isRecord(data)) return [];
  const ctx = new CheckContext(data, file, positions);
  for (const check of CHECKS) check(ctx);
  return ctx.diagnostics;
}
