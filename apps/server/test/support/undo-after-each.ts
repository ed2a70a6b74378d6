import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * What each test of a file set up, undone after it, the newest first (a server closes before the data
 * dir it ran in goes). `later(step)` adds a step; `tempDir()` makes a directory under the system's temp
 * dir that goes with them.
 */
export function undoAfterEach(prefix: string) {
  const steps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return {
    later: (step: () => Promise<void> | void) => void steps.push(step),
    tempDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `trialhub-${prefix}-`));
      steps.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
