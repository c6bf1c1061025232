/**
 * Two versions of one API with known changes (test/fixtures/openapi/diff/library-v1.yaml and
 * library-v2.yaml, OpenAPI documents imported on the fly): the exact report, its text and
 * Markdown renderings, and no false "breaking" for a version that only adds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { type Change, diffApis, formatDiffReport, shouldFail } from '../../generator/diff/index.ts';
import { loadInput } from '../../generator/import/load-input.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';

const side = (name: string) => join(PROJECT_ROOT, 'test/fixtures/openapi/diff', name);

/** Client method (`books.listBooks`) of each operation, in both versions. */
const METHODS: Record<string, string> = {
  list_books: 'books.listBooks', create_book: 'books.createBook', get_book: 'books.getBook', delete_book: 'books.deleteBook',
  return_book: 'loans.returnBook', list_authors: 'authors.listAuthors', create_author: 'authors.createAuthor',
  find_loans: 'loans.findLoans', list_loans: 'loans.findLoans', get_stats: 'loans.getStats',
};

function change(kind: string, bump: 'B' | 'minor' | 'patch', where: string, message: string, operations: string[] = []): Change {
  const methods = operations.map((op) => METHODS[op]!);
  return {
    kind: kind as Change['kind'],
    breaking: bump === 'B',
    bump: bump === 'B' ? 'major' : bump,
    operations,
    where,
    message,
    client: methods.map((m) => `client.${m}`),
    server: methods.map((m) => `handlers.${m.split('.')[1]}`),
  };
}

const BOOK_USERS = ['list_books', 'create_book', 'get_book'];

describe('diff library v1 → v2', async () => {
  const v1 = await loadInput(side('library-v1.yaml'));
  const v2 = await loadInput(side('library-v2.yaml'));
  const report = diffApis(v1, v2);

  it('reports exactly the known changes', () => {
    expect(report).toEqual({
      old: { id: 'library', title: 'Library', operations: 8, versions: [1] },
      new: { id: 'library', title: 'Library', operations: 8, versions: [1, 2] },
      bump: 'major',
      summary: { breaking: 9, nonBreaking: 11, added: 1, removed: 1, renamed: 1, moved: 0 },
      changes: [
        change('response-field-removed', 'B', 'Book', 'field "isbn" was removed', BOOK_USERS),
        change('request-field-removed', 'B', 'BookInput', 'field "tags" was removed', ['create_book']),
        change('request-field-added-required', 'B', 'BookInput', 'new required field "publisher"', ['create_book']),
        change('parameter-added-required', 'B', 'query parameter "country"', 'new required parameter', ['list_authors']),
        change('response-type-changed', 'B', 'Author.born', 'type changed from string (date) to integer', ['list_authors']),
        { ...change('operation-renamed', 'B', 'GET /loans', 'find_loans was renamed list_loans (client method client.loans.findLoans is now client.loans.listLoans)', ['find_loans']), operations: ['list_loans'] },
        change('auth-scheme-removed', 'B', 'auth', 'no longer accepts ApiKey', ['get_stats']),
        change('version-removed', 'B', 'versions', 'version 1 is no longer served', ['get_stats']),
        change('operation-removed', 'B', 'POST /books/{bookId}:return', 'return_book was removed', ['return_book']),
        change('default-version-changed', 'minor', 'media', 'default version changed from 1 to 2'),
        change('schema-added', 'minor', 'schema NewAuthor', 'new type NewAuthor', ['create_author']),
        change('version-added', 'minor', 'versions', 'version 2 is now served', ['list_books', 'get_stats']),
        change('request-enum-widened', 'minor', 'query parameter "genre"', 'new enum value "poetry"', ['list_books']),
        change('parameter-added-optional', 'minor', 'query parameter "sort"', 'new optional parameter', ['list_books']),
        change('response-enum-widened', 'minor', 'Book.status', 'new enum value "lost"', BOOK_USERS),
        change('response-field-added', 'minor', 'Book', 'new field "pages"', BOOK_USERS),
        change('request-field-added-optional', 'minor', 'BookInput', 'new optional field "summary"', ['create_book']),
        change('docs-changed', 'patch', 'GET /books/{bookId}', 'summary changed', ['get_book']),
        change('operation-deprecated', 'minor', 'DELETE /books/{bookId}', 'operation is deprecated', ['delete_book']),
        change('operation-added', 'minor', 'POST /authors', 'new operation create_author', ['create_author']),
      ],
    });
  });

  it('renders as text (file snapshot)', async () => {
    await expect(formatDiffReport(report, 'text')).toMatchFileSnapshot('__snapshots__/library-v1-v2.txt');
  });

  it('renders as a CHANGELOG entry (file snapshot)', async () => {
    await expect(formatDiffReport(report, 'markdown')).toMatchFileSnapshot('__snapshots__/library-v1-v2.md');
  });

  it('renders as JSON that parses back to the report', () => {
    expect(JSON.parse(formatDiffReport(report, 'json'))).toEqual(report);
  });

  it('fails on breaking changes', () => {
    expect(shouldFail(report, 'breaking')).toBe(true);
    expect(shouldFail(report, 'any')).toBe(true);
  });
});

describe('diff library v1 → v1 plus additions', async () => {
  const report = diffApis(await loadInput(side('library-v1.yaml')), await loadInput(side('library-v1-additions.yaml')));

  it('finds no breaking change, only additions and a deprecation: a minor bump', () => {
    expect(report.changes.filter((c) => c.breaking)).toEqual([]);
    expect(report.changes.map((c) => c.kind)).toEqual([
      'security-scheme-added', 'schema-added', 'parameter-added-optional', 'response-field-added', 'response-field-added',
      'request-field-added-optional', 'operation-deprecated', 'auth-scheme-added', 'operation-added',
    ]);
    expect(report.bump).toBe('minor');
    expect(shouldFail(report, 'breaking')).toBe(false);
    expect(shouldFail(report, 'any')).toBe(true);
  });
});

describe('diff sides', () => {
  const dir = tempDir('diff-sides');

  it('finds nothing between a version and itself', async () => {
    const v1 = await loadInput(side('library-v1.yaml'));
    const report = diffApis(v1, await loadInput(side('library-v1.yaml')));
    expect(report.changes).toEqual([]);
    expect(report.bump).toBe('none');
    expect(shouldFail(report, 'any')).toBe(false);
    expect(formatDiffReport(report, 'text')).toBe('library (8 operations) -> library (8 operations)\nNo changes. Suggested version bump: none\n');
  });

  it('tells a manifest from an OpenAPI document by content, whatever the file name', async () => {
    const imported = await importOpenApiFile(side('library-v2.yaml'));
    const manifest = join(dir, 'library.yaml');
    writeFileSync(manifest, imported.yaml);
    const asJson = join(dir, 'library.txt');
    writeFileSync(asJson, JSON.stringify(parse(readFileSync(side('library-v2.yaml'), 'utf8'))));
    const fromManifest = await loadInput(manifest);
    expect(diffApis(fromManifest, await loadInput(side('library-v2.yaml'))).changes).toEqual([]);
    expect(diffApis(fromManifest, await loadInput(asJson)).changes).toEqual([]);
  });

  it('passes import warnings to the caller', async () => {
    const warnings: string[] = [];
    await loadInput(join(PROJECT_ROOT, 'test/fixtures/openapi/shelter-3.1.yaml'), { onWarning: (w, file) => warnings.push(`${file}#${w.pointer}`) });
    expect(warnings).toHaveLength(50);
    expect(warnings[0]).toBe('test/fixtures/openapi/shelter-3.1.yaml#/servers/1/url');
  });
});
