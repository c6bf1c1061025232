/** Every bad manifest gives exactly the positioned diagnostics wanted, all at once. */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, MINIMAL_FIXTURE } from './support/diagnostics.ts';
import { BAD_CASES } from './bad-manifests.cases.ts';

const fixture = MINIMAL_FIXTURE;
const diagnosticsOf = diagnosticsReader('bad');

describe('bad manifests', () => {
  it('the fixture itself is valid', async () => {
    expect(await diagnosticsOf(fixture)).toEqual([]);
  });

  it.each(BAD_CASES)('$name', async ({ edit, want }) => {
    expect(await diagnosticsOf(edit(fixture))).toEqual(want);
  });
});
