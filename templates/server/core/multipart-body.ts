/**
 * `multipart/form-data` request bodies, parsed as they stream in by busboy. Text fields are
 * decoded like a URL-encoded form (brackets nest) and converted per the schema; parts of a JSON
 * type are parsed, unless the schema declares their field a file; file parts (those
 * with a file name or of type `application/octet-stream`) are written to a temporary folder as
 * they arrive and handed over as `UploadedFile`s, so a file of any size costs the server a chunk
 * of memory at a time. Each text field may hold `fieldLimit` bytes and each file `fileLimit`;
 * past either the request fails with 413 at once.
 */
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bodyTooLarge } from './body.ts';
import { coerceFields } from './field-shape.ts';
import { decodeFields } from './form-body.ts';
import { HttpProblem } from './problem.ts';
import type { FieldShape } from './service.ts';
import { type UploadedFile, uploadedFile } from './uploaded-file.ts';

export interface MultipartLimits {
  fieldLimit: number;
  fileLimit: number;
}

export interface MultipartBody {
  value: Record<string, unknown>;
  /** Removes the temporary files; call it once nothing reads them any more. */
  cleanup(): Promise<void>;
}

/** Enough parts for any real form; more is an attack on file handles, not an upload. */
const PART_LIMITS = { fields: 1000, files: 100, parts: 1100 } as const;

export async function readMultipart(
  stream: Readable,
  headers: IncomingHttpHeaders,
  shape: FieldShape | undefined,
  limits: MultipartLimits,
  /** The operation has validators: a field whose text does not convert is left to them. */
  lenient = false,
): Promise<MultipartBody> {
  let folder: Promise<string> | undefined;
  const cleanup = async () => {
    // After a failure, a copy still being created in the folder makes one pass fail with
    // ENOTEMPTY; rm's own retries remove it once that file is there.
    if (folder) await rm(await folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 10 });
  };
  const fields = new URLSearchParams();
  const files: UploadedFile[] = [];
  const jsonParts: { name: string; text: string }[] = [];
  // Files by arrival, apart from the JSON parts also awaited in `writes`.
  let fileCount = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers,
          // fetch and browsers send part file names as raw UTF-8; busboy assumes latin1 otherwise.
          defParamCharset: 'utf8',
          // busboy cuts a part off when it reaches its size; one byte more lets a part of exactly the limit through.
          limits: { ...PART_LIMITS, fieldSize: limits.fieldLimit + 1, fileSize: limits.fileLimit + 1 },
        });
      } catch (error) {
        return reject(malformed(error));
      }
      const open = new Set<Readable>();
      const writes: Promise<void>[] = [];
      let failed = false;
      const fail = (error: unknown) => {
        // Stryker disable next-line ConditionalExpression: failing twice only unpipes, drains and rejects again, none of which does anything the second time
        if (failed) return;
        // Stryker disable next-line BooleanLiteral: as above, and `close` resolving after a rejection changes nothing
        failed = true;
        stream.unpipe(parser);
        stream.resume();
        for (const file of open) file.destroy();
        reject(error);
      };
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(bodyTooLarge(limits.fieldLimit, `The field ${name}`));
        else if (isJsonPart(info.mimeType, name, shape)) jsonParts.push({ name, text: value });
        else fields.append(name, value);
      });
      parser.on('file', (name, file, info) => {
        open.add(file);
        // An object field sent as a JSON part, with a file name as FormData gives every Blob: read as a field.
        const json = isJsonPart(info.mimeType, name, shape);
        // A body cut off inside this part fails the file too, maybe before its pipeline listens: the
        // parser reports that failure (fail above), so an unheard file error must not crash the process.
        file.on('error', () => {});
        file.once('limit', () => fail(bodyTooLarge(limits.fileLimit, `${json ? 'The field' : 'The file'} ${name}`)));
        if (json) {
          // Its place is kept now, so a list of such parts keeps the order they came in.
          const slot = jsonParts.push({ name, text: '' }) - 1;
          const read = readJsonPart(file, name, limits.fieldLimit).then((text) => {
            open.delete(file);
            jsonParts[slot] = { name, text };
          });
          writes.push(read.catch(fail));
          return;
        }
        const index = fileCount++;
        const write = async () => {
          folder ??= mkdtemp(join(tmpdir(), 'sdkgen-upload-'));
          const path = join(await folder, String(index));
          const sink = createWriteStream(path);
          await pipeline(file, sink);
          open.delete(file);
          // Stryker disable next-line StringLiteral: busboy gives every part a type (text/plain when it sent none); the fallback is for other parsers' habits
          const type = info.mimeType || 'application/octet-stream';
          // In the order the parts came, whichever write finished first.
          files[index] = uploadedFile({ fieldName: name, filename: info.filename ?? '', type, size: sink.bytesWritten, path });
        };
        writes.push(write().catch(fail));
      });
      for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
        parser.on(event, () => fail(tooManyParts()));
      }
      parser.on('error', (error) => fail(malformed(error)));
      parser.on('close', () => void Promise.all(writes).then(() => failed || resolve()));
      stream.on('error', fail);
      stream.pipe(parser);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  try {
    return { value: withFiles(withJsonParts(decodeFields(fields.toString(), shape), jsonParts), files, shape, lenient), cleanup };
  } catch (error) {
    // A JSON part that does not parse, or (without validators) a field that does not convert.
    await cleanup();
    throw error;
  }
}

/** A part of a JSON media type (`text/json` too) for a field the body declares neither a file nor text. */
function isJsonPart(mimeType: string | undefined, name: string, shape: FieldShape | undefined): boolean {
  if (!mimeType || !/^(?:application\/(?:[\w.+-]+\+)?json|text\/json)\s*(?:;|$)/i.test(mimeType)) return false;
  const declared = declaredField(shape, fieldName(name).key);
  const item = typeof declared === 'object' && 'items' in declared ? declared.items : declared;
  return item !== 'file' && item !== 'string';
}

/** A part's field: its name without a trailing `[]`, which asks for a list. */
function fieldName(name: string): { key: string; list: boolean } {
  const list = name.endsWith('[]');
  return { key: list ? name.slice(0, -2) : name, list };
}

/** The shape the body declares for field `key`, if any (own properties only). */
function declaredField(shape: FieldShape | undefined, key: string): FieldShape | undefined {
  const properties = typeof shape === 'object' && 'properties' in shape ? shape.properties : {};
  return Object.hasOwn(properties, key) ? properties[key] : undefined;
}

/** Put `value` in at `key`: added to a list when one is asked for or the name was already sent. */
function addField(form: Record<string, unknown>, key: string, value: unknown, list: boolean): void {
  const current = Object.hasOwn(form, key) ? form[key] : undefined;
  if (list || current !== undefined) form[key] = [...(Array.isArray(current) ? current : current === undefined ? [] : [current]), value];
  else form[key] = value;
}

/** The text of a JSON part, which may hold as many bytes as a field. */
async function readJsonPart(part: Readable, name: string, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw bodyTooLarge(limit, `The field ${name}`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON parts go in at their field name, parsed; a name sent twice (or `name[]`) is a list. */
function withJsonParts(form: Record<string, unknown>, parts: { name: string; text: string }[]): Record<string, unknown> {
  for (const { name, text } of parts) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new HttpProblem(400, { kind: 'malformed-multipart', detail: `The part ${name} is not valid JSON: ${(error as Error).message}` });
    }
    const { key, list } = fieldName(name);
    addField(form, key, value, list);
  }
  return form;
}

/** Files go in at their field name (`files[]` means a list), then the whole form is converted. */
function withFiles(
  form: Record<string, unknown>,
  files: UploadedFile[],
  shape: FieldShape | undefined,
  lenient: boolean,
): Record<string, unknown> {
  for (const file of files) {
    const { key, list } = fieldName(file.fieldName);
    const declared = declaredField(shape, key);
    addField(form, key, file, list || (typeof declared === 'object' && 'items' in declared));
  }
  return coerceFields(form, shape, '', lenient) as Record<string, unknown>;
}

function malformed(error: unknown): HttpProblem {
  return new HttpProblem(400, {
    kind: 'malformed-multipart',
    detail: `The multipart body cannot be read: ${(error as Error).message}`,
  });
}

function tooManyParts(): HttpProblem {
  return new HttpProblem(413, {
    kind: 'body-too-large',
    detail: `The multipart body has more parts than the limit of ${PART_LIMITS.parts}.`,
    headers: { Connection: 'close' },
  });
}
