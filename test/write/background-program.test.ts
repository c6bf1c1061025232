/**
 * The formatter runs at low priority beside the emitters (background-program.ts): what the
 * program itself sees of its priority, and that its output and failures still come back.
 */
import { constants } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runInBackground } from '../../generator/write/background-program.ts';

/** A program that reports its own priority after a moment: the priority is set just after it starts. */
const REPORT_PRIORITY = "setTimeout(() => console.log(require('node:os').getPriority()), 300)";

describe('runInBackground', () => {
  it.skipIf(process.platform === 'win32')('runs the program at the lowest priority', async () => {
    const { stdout } = await runInBackground(process.execPath, ['-e', REPORT_PRIORITY]);
    expect(Number(stdout.trim())).toBe(constants.priority.PRIORITY_LOW);
  });

  it('gives back what the program printed', async () => {
    const output = await runInBackground(process.execPath, ['-e', "process.stdout.write('out'); process.stderr.write('err')"]);
    expect(output).toEqual({ stdout: 'out', stderr: 'err' });
  });

  it('rejects when the program fails, with what it printed', async () => {
    const failing = runInBackground(process.execPath, ['-e', "console.log('partial'); console.error('broken'); process.exit(3)"]);
    await expect(failing).rejects.toMatchObject({ code: 3, stdout: 'partial\n', stderr: 'broken\n' });
  });

  it('rejects when the program cannot start', async () => {
    await expect(runInBackground('/nonexistent/sdkgen-formatter', [])).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
