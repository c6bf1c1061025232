/**
 * The diff report: what changed between two versions of an API, each change classified for
 * existing client code (generated from the old version, upgraded to the new one), the client
 * methods and server handlers it touches, and the semver bump the changes call for.
 */
import type { ChangeKind } from './rules.ts';

export type Bump = 'major' | 'minor' | 'patch';

export interface Change {
  kind: ChangeKind;
  /** Breaks existing client code (compile errors, or calls the new service rejects or answers differently). */
  breaking: boolean;
  bump: Bump;
  /** Operation names (new names for renamed ones); empty for API-wide changes that touch none. */
  operations: string[];
  /** Where: `GET /pets/{petId}`, `query parameter "limit"`, `response body Pet.tag`, `security scheme ApiKey`. */
  where: string;
  /** One sentence saying what changed. */
  message: string;
  /** Client methods existing code calls that the change touches: `client.pets.getPet`. */
  client: string[];
  /** Server handlers to revisit: `handlers.getPet`. */
  server: string[];
}

export interface ApiSummary {
  id: string;
  title: string;
  operations: number;
  versions: number[];
}

export interface DiffReport {
  old: ApiSummary;
  new: ApiSummary;
  /** The semver bump the changes call for; `none` when nothing changed. */
  bump: Bump | 'none';
  /** Operations added, removed, renamed (same route, new name) and moved (same name, new route). */
  summary: { breaking: number; nonBreaking: number; added: number; removed: number; renamed: number; moved: number };
  /** Breaking changes first, then in the order of the operations. */
  changes: Change[];
}
