import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes on one data dir silently lose rows (DESIGN.md §2).
 * The lock file holds the owner's pid; a lock whose owner is gone is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another TrialHub process (pid ${ownerPid}). ` +
        `Stop that process first, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data dir's lock or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'trialhub.lock');
  // The lock file appears with its content in one step (a hard link to a written temp file), so
  // nobody ever reads an empty lock and takes it for a stale one.
  const temp = path.join(dataDir, `.trialhub.lock.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temp, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, lockPath);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let ownerPid = Number.NaN;
      try {
        ownerPid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      } catch {
        continue; // released meanwhile: try again
      }
      // Our own pid counts as held: two databases on one dir in one process lose rows just the same.
      if (Number.isInteger(ownerPid) && ownerPid > 0 && (ownerPid === process.pid || isAlive(ownerPid))) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      // A lock left by a process that died: remove it and try again (only one link can win).
      fs.rmSync(lockPath, { force: true });
    }
    throw new DataDirLockedError(dataDir, -1);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
