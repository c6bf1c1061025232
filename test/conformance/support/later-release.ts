/**
 * A later release of an API versioned by media type, built from a real description the way such
 * APIs evolve: 35 operations gain a v4 with different payloads, 7 of them drop v3, and the rest
 * stay v3 only. From sdkgen's export of the ICA manifest (307 operations, `application/vnd.
 * illumina.v3+json`), it gives the v3 release (the 35 with typed v3 payloads) and the v4 release.
 */

type Json = Record<string, any>;

export interface Releases {
  v3: Json;
  v4: Json;
  /** operationIds that offer v3 and v4 in the v4 release. */
  both: string[];
  /** operationIds that offer only v4 in the v4 release. */
  v4Only: string[];
}

const V3 = 'application/vnd.illumina.v3+json';
const V4 = 'application/vnd.illumina.v4+json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export function laterRelease(exported: Json, count = 35, v4OnlyEvery = 5): Releases {
  const v3 = withoutExportProse(structuredClone(exported));
  const operations: { id: string; op: Json }[] = [];
  for (const item of Object.values(v3.paths as Json)) {
    for (const method of METHODS) {
      const op = item[method];
      const success = op && Object.entries(op.responses as Json).find(([status]) => status.startsWith('2'))?.[1];
      if (success?.content?.[V3]) operations.push({ id: op.operationId, op });
    }
  }
  const step = Math.floor(operations.length / count);
  const chosen = operations.filter((_, index) => index % step === 0).slice(0, count);

  // v3: the chosen operations get typed v3 payloads.
  for (const { id, op } of chosen) {
    v3.components.schemas[`${pascal(id)}V3`] = {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    };
    successOf(op).content[V3] = { schema: { $ref: `#/components/schemas/${pascal(id)}V3` } };
    if (op.requestBody?.content?.[V3]) {
      op.requestBody.content[V3] = { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } };
    }
  }

  // v4: the same operations gain v4 payloads; every `v4OnlyEvery`-th drops v3.
  const v4 = structuredClone(v3);
  const both: string[] = [];
  const v4Only: string[] = [];
  chosen.forEach(({ id }, index) => {
    const op = findOperation(v4, id);
    const dropV3 = index % v4OnlyEvery === v4OnlyEvery - 1;
    (dropV3 ? v4Only : both).push(id);
    v4.components.schemas[`${pascal(id)}V4`] = {
      type: 'object',
      required: ['id', 'displayName', 'labels'],
      properties: { id: { type: 'string' }, displayName: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } },
    };
    const success = successOf(op);
    success.content[V4] = { schema: { $ref: `#/components/schemas/${pascal(id)}V4` } };
    if (dropV3) delete success.content[V3];
    if (op.requestBody?.content?.[V3]) {
      op.requestBody.content[V4] = {
        schema: { type: 'object', required: ['displayName'], properties: { displayName: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } } },
      };
      if (dropV3) delete op.requestBody.content[V3];
    }
  });
  v4.info.version = `${v3.info.version}-v4`;
  return { v3, v4, both, v4Only };
}

function successOf(op: Json): Json {
  return Object.entries(op.responses as Json).find(([status]) => status.startsWith('2'))![1];
}

function findOperation(document: Json, id: string): Json {
  for (const item of Object.values(document.paths as Json)) {
    for (const method of METHODS) if (item[method]?.operationId === id) return item[method];
  }
  throw new Error(`no operation ${id}`);
}

/**
 * The description as one version has it: other versions' vendor types removed, and a success
 * status left without content by that removed. Prism reads every `+json` type as plain JSON and
 * takes the first one's schema, so it can judge one version of a description at a time.
 */
export function versionView(document: Json, version: number, vendor: RegExp): Json {
  const view = structuredClone(document);
  const otherVersion = (type: string) => {
    const found = vendor.exec(type)?.[1];
    return found !== undefined && Number(found) !== version;
  };
  const filter = (content: Json) => Object.fromEntries(Object.entries(content).filter(([type]) => !otherVersion(type)));
  for (const item of Object.values(view.paths as Json)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (op.requestBody?.content) op.requestBody.content = filter(op.requestBody.content);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (!response.content || status === 'default') continue;
        response.content = filter(response.content);
        if (Object.keys(response.content).length === 0) delete op.responses[status];
      }
    }
  }
  return view;
}

/**
 * The export's description paragraphs that restate `content` and `security` ("API versions: 3
 * (…).", "Authentication: …."), removed so the releases read like any published description
 * and import learns the versions from the media types alone.
 */
function withoutExportProse(document: Json): Json {
  for (const item of Object.values(document.paths as Json)) {
    for (const method of METHODS) {
      const op = item[method];
      if (typeof op?.description !== 'string') continue;
      const kept = op.description.split(/\n\s*\n/).filter((paragraph: string) => !/^(API versions: |Authentication: )/.test(paragraph.trim()));
      if (kept.length > 0) op.description = kept.join('\n\n');
      else delete op.description;
    }
  }
  delete document['x-generated-by'];
  return document;
}
