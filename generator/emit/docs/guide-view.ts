/**
 * The guide page: API versions as vendor media types, response compression, and the
 * problem+json error format — all derived from `api.media`, `api.compression` and `api.problemSchema`.
 */
import type { Api } from '../../ir/types.ts';
import { SCHEMAS_PAGE, schemaAnchor } from './anchors.ts';
import { mdCode, mdLink } from './markdown.ts';
import { successMediaType } from './media.ts';
import { operationList, type OperationList } from './operation-links.ts';
import { fieldViews, type FieldView } from './schema-view.ts';

/** A version's operations are named while the list stays short. */
const LISTED_OPERATIONS_LIMIT = 20;

export interface VersionView {
  version: number;
  isCurrent: boolean;
  mediaType: string;
  mediaTypeMd: string;
  count: number;
  allOperations: boolean;
  listed: boolean;
  operations: OperationList;
}

export interface GuideView {
  mediaTemplate: string;
  mediaTemplateMd: string;
  currentVersion: number;
  currentMediaType: string;
  currentMediaTypeMd: string;
  versions: VersionView[];
  compression: { codings: string; codingsMd: string; enabled: boolean };
  problem: {
    mediaType: string;
    mediaTypeMd: string;
    schemaName?: string;
    schemaHref?: string;
    schemaLinkMd?: string;
    fields: FieldView[];
    hasFields: boolean;
  };
}

function versionView(version: number, api: Api): VersionView {
  const operations = api.operations.filter((op) => op.versions.includes(version));
  const allOperations = operations.length === api.operations.length;
  const listed = !allOperations && operations.length <= LISTED_OPERATIONS_LIMIT;
  const mediaType = successMediaType(api, version);
  return {
    version,
    isCurrent: version === api.media.current,
    mediaType,
    mediaTypeMd: mdCode(mediaType, true),
    count: operations.length,
    allOperations,
    listed,
    operations: operationList(listed ? operations : [], api),
  };
}

export function guideView(api: Api): GuideView {
  const problemSchema = api.problemSchema;
  const problemFields = problemSchema ? fieldViews({ kind: 'ref', name: problemSchema, meta: {} }, api) : [];
  const current = successMediaType(api, api.media.current);
  return {
    mediaTemplate: api.media.successTemplate,
    mediaTemplateMd: mdCode(api.media.successTemplate),
    currentVersion: api.media.current,
    currentMediaType: current,
    currentMediaTypeMd: mdCode(current),
    versions: api.media.versions.map((v) => versionView(v, api)),
    compression: {
      codings: api.compression.join(', '),
      codingsMd: api.compression.map((c) => mdCode(c)).join(', '),
      enabled: api.compression.length > 0,
    },
    problem: {
      mediaType: api.media.problem,
      mediaTypeMd: mdCode(api.media.problem),
      ...(problemSchema
        ? {
            schemaName: problemSchema,
            schemaHref: `#${schemaAnchor(problemSchema)}`,
            schemaLinkMd: mdLink(mdCode(problemSchema), `${SCHEMAS_PAGE}#${schemaAnchor(problemSchema)}`),
          }
        : {}),
      fields: problemFields,
      hasFields: problemFields.length > 0,
    },
  };
}
