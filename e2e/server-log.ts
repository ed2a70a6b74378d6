import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';

/**
 * The e2e server's output (stdout and stderr) goes to a file of its own, outside `test-results/` (which
 * Playwright empties at the start of a run, while the server already writes). A passing run prints
 * nothing of it; a failed one prints its last lines, so a server that crashed — at start or midway —
 * leaves its reason in CI's output.
 */
export const serverLogFile = (port: number) => path.join('test-logs', `e2e-server-${port}.log`);

const TAIL_LINES = 100;

/** A Playwright reporter (playwright.config.ts lists it after the terminal reporter). */
export default class ServerLogReporter implements Reporter {
  constructor(private readonly options: { file: string }) {}

  onEnd(result: FullResult): void {
    if (result.status === 'passed' || result.status === 'interrupted') return;
    let text: string;
    try {
      text = fs.readFileSync(this.options.file, 'utf8');
    } catch {
      process.stderr.write(`\nThe e2e server left no log at ${this.options.file}.\n`);
      return;
    }
    const lines = text.trimEnd().split('\n');
    const tail = lines.slice(-TAIL_LINES);
    process.stderr.write(
      `\n── The e2e server's log, last ${tail.length} of ${lines.length} lines (${this.options.file}) ──\n` +
        `${tail.join('\n')}\n── end of the server's log ──\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
