/**
 * API versions in `sdkgen diff`: given two releases of a manifest that offer versions with
 * different payloads, want exactly this report. Each version is compared with the same version of
 * the other release, a change inside one version is reported once naming it, and a change of the
 * version a client that pins nothing sends is breaking only when it moves that client onto
 * different payloads.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { diffApis } from '../../generator/diff/index.ts';
import { buildApi } from '../../generator/ir/build.ts';
import { manifestSchema } from '../../generator/manifest/schema.ts';

/** A release: `current` is `media.currentVersion`, `operations` the YAML of the operations list. */
function release(current: number, operations: string, pipelineV3 = '{ id: { type: string }, language: { type: string } }') {
  const yaml = `
sdkgen: 1
id: pipes
title: Pipes
servers: [{ url: "https://pipes.example" }]
basePath: /api
media: { success: "application/vnd.pipes.v{version}+json", problem: application/problem+json, currentVersion: ${current} }
security: { default: [], schemes: {} }
schemas:
  PipelineV3: { type: object, required: [id], properties: ${pipelineV3} }
  PipelineV4: { type: object, required: [id], properties: { id: { type: string }, languages: { type: array, items: { type: string } } } }
  User: { type: object, properties: { email: { type: string } } }
operations:
${operations}`;
  return buildApi(manifestSchema.parse(parse(yaml)), 'pipes.yaml');
}

const getPipeline = (versions: string) => `
  - name: get_pipeline
    method: GET
    path: /api/pipelines/{pipelineId}
    group: Pipelines
    summary: Get a pipeline.
    versions: ${versions}
    response: { schema: { $ref: PipelineV3 } }`;
const getMe = (versions: string) => `
  - name: get_me
    method: GET
    path: /api/me
    group: Users
    summary: The calling user.
    versions: ${versions}
    response: { schema: { $ref: User } }`;

const V3_AND_V4 = '{ 3: ~, 4: { response: { schema: { $ref: PipelineV4 } } } }';
const V4_ONLY = '{ 4: { response: { schema: { $ref: PipelineV4 } } } }';
const SENT_CHANGED = 'a client that pins no version now sends version 4 instead of 3, whose payloads differ; pin apiVersion: 3 to keep the old payloads';

type Row = [kind: string, bump: 'B' | 'minor' | 'patch', operations: string[], where: string, message: string];

describe('diff of API versions', () => {
  it.each<{ given: string; old: ReturnType<typeof release>; new: ReturnType<typeof release>; want: Row[] }>([
    {
      given: 'v4 added beside an unchanged v3, current version 3 → 4',
      old: release(3, getPipeline('[3]') + getMe('[3]')),
      new: release(4, getPipeline(V3_AND_V4) + getMe('[3]')),
      want: [
        ['version-sent-changed', 'B', ['get_pipeline'], 'versions', SENT_CHANGED],
        ['default-version-changed', 'minor', [], 'media', 'default version changed from 3 to 4'],
        ['version-added', 'minor', ['get_pipeline'], 'versions', 'version 4 is now served'],
      ],
    },
    {
      given: 'v3 removed from an operation',
      old: release(4, getPipeline(V3_AND_V4)),
      new: release(4, getPipeline(V4_ONLY)),
      want: [['version-removed', 'B', ['get_pipeline'], 'versions', 'version 3 is no longer served']],
    },
    {
      given: 'a field removed inside v3 only',
      old: release(4, getPipeline(V3_AND_V4)),
      new: release(4, getPipeline(V3_AND_V4), '{ id: { type: string } }'),
      want: [['response-field-removed', 'B', ['get_pipeline'], 'PipelineV3', 'field "language" was removed (version 3)']],
    },
    {
      given: 'current version 3 → 4 where both versions have the same payloads',
      old: release(3, getMe('[3, 4]')),
      new: release(4, getMe('[3, 4]')),
      want: [['default-version-changed', 'minor', [], 'media', 'default version changed from 3 to 4']],
    },
    {
      given: 'v4 with other payloads added while 4 is already current: default clients move to it',
      old: release(4, getPipeline('[3]')),
      new: release(4, getPipeline(V3_AND_V4)),
      want: [
        ['version-sent-changed', 'B', ['get_pipeline'], 'versions', SENT_CHANGED],
        ['version-added', 'minor', ['get_pipeline'], 'versions', 'version 4 is now served'],
      ],
    },
    {
      given: 'a field removed from a type every version uses: once, naming no version',
      old: release(4, getPipeline('[3, 4]')),
      new: release(4, getPipeline('[3, 4]'), '{ id: { type: string } }'),
      want: [['response-field-removed', 'B', ['get_pipeline'], 'PipelineV3', 'field "language" was removed']],
    },
  ])('$given', ({ old, new: neu, want }) => {
    const report = diffApis(old, neu);
    expect(report.changes.map((c) => [c.kind, c.breaking ? 'B' : c.bump, c.operations, c.where, c.message])).toEqual(want);
  });
});
