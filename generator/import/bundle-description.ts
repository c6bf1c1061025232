/**
 * Descriptions split over several files (DigitalOcean's: every path item is
 * `$ref: 'resources/droplets/droplets_create.yml'`) are bundled into one document with
 * `@redocly/openapi-core` before import: external schemas, parameters and responses become
 * components, external path items are inlined. Only files inside the root document's folder
 * may be read; a `$ref` leaving it (`../secrets.yaml`, `/etc/passwd`) is refused, and URLs are
 * never fetched unless `allowRemoteRefs` says so. Each refusal, and each file that cannot be
 * read or parsed, is an ImportError naming the file, the `$ref`'s JSON pointer and its line.
 */
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { BaseResolver, bundle, createConfig, getLineColLocation, isAbsoluteUrl, type NormalizedProblem, Source } from '@redocly/openapi-core';
import { ImportError } from './import-error.ts';
import { findRefLoop } from './ref-loops.ts';

export interface BundleOptions {
  /** Fetch `$ref`s to http(s) URLs (off by default: importing must not reach the network by surprise). */
  allowRemoteRefs?: boolean;
}

/** Refuses what may not be read, before the bundler reads it. */
class ConfinedResolver extends BaseResolver {
  constructor(
    private readonly folder: string,
    private readonly allowRemoteRefs: boolean,
  ) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      if (!this.allowRemoteRefs || !/^https?:/i.test(absoluteRef)) {
        throw new Error(`${absoluteRef} is remote; sdkgen fetches URLs only with --allow-remote-refs`);
      }
    } else {
      const real = await realpath(absoluteRef).catch(() => resolve(absoluteRef));
      const inside = relative(this.folder, real);
      if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
        throw new Error(`${relative(this.folder, absoluteRef) || absoluteRef} is outside the description's folder ${this.folder}`);
      }
    }
    return super.loadExternalRef(absoluteRef);
  }
}

/** The document at `path` (already parsed from `text`) with every external `$ref` pulled in. */
export async function bundleDescription(path: string, text: string, parsed: unknown, options: BundleOptions = {}): Promise<unknown> {
  const absolute = resolve(path);
  const folder = await realpath(dirname(absolute)).catch(() => dirname(absolute));
  const resolver = new ConfinedResolver(folder, options.allowRemoteRefs === true);
  let result;
  try {
    result = await bundle({
      doc: { source: new Source(absolute, text), parsed },
      config: await createConfig({}),
      externalRefResolver: resolver,
      dereference: false,
    });
  } catch (error) {
    const loop = /circular pointer/.test((error as Error).message) ? findRefLoop(parsed) : undefined;
    if (loop !== undefined) throw new ImportError('this $ref leads back to itself; a description split over several files cannot be bundled with it', loop);
    throw new ImportError(`${path}: cannot bundle the files it refers to: ${(error as Error).message}`);
  }
  const problem = result.problems.find((p) => p.severity === 'error');
  // Files are named as the user would: the root as given, the others beside it.
  if (problem) throw positionedProblem(problem, (file) => (file === absolute ? path : join(dirname(path), relative(folder, file))));
  return result.bundle.parsed;
}

function positionedProblem(problem: NormalizedProblem, nameOf: (absolute: string) => string): ImportError {
  const location = problem.location[0];
  const message = problem.message.replace(/^Can't resolve \$ref: /, '');
  if (!location) return new ImportError(`$ref cannot be resolved: ${message}`);
  const file = nameOf(location.source.absoluteRef);
  const pointer = `${(location.pointer ?? '').replace(/^#/, '')}/$ref`;
  let where = '';
  try {
    const { start } = getLineColLocation(location);
    where = ` (line ${start.line}, column ${start.col})`;
  } catch {
    // A file that does not parse has no line to give; the pointer still says where.
  }
  return new ImportError(`${file}#${pointer}${where}: $ref cannot be resolved: ${message}`);
}
