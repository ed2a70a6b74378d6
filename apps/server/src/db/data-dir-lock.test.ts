import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-lock-'));
  dirs.push(dir);
  return dir;
}

/** A process that stays alive: the "other TrialHub" holding the lock. */
async function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** The pid of a process that has exited (a TrialHub that crashed without removing its lock). */
async function deadPid(): Promise<number> {
  const child = spawn('true', { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'trialhub.lock');

describe('lockDataDir', () => {
  it('takes a free data dir, creating it, and gives it back on release', () => {
    const dir = path.join(tempDir(), 'not-yet-there');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    // Released: it can be taken again.
    lockDataDir(dir)();
  });

  it('refuses a second database on the same dir in the same process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('never leaves temporary files behind in the data dir', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow();
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a data dir held by another live process, and leaves its lock alone', async () => {
    const dir = tempDir();
    const owner = await liveProcess();
    fs.writeFileSync(lockFile(dir), String(owner));
    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    expect(thrown).toMatchObject({ dataDir: dir, ownerPid: owner });
    expect((thrown as Error).message).toContain('in use by another TrialHub process');
    expect((thrown as Error).message).toContain(String(owner));
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(owner));
  });

  it('keeps refusing for as long as the owner lives', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(await liveProcess()));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over the stale lock of a process that died', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(await deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it.each(['', 'not a pid', '-5', '0'])('takes over a lock file with unreadable contents %j', (contents) => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), contents);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is free again once the owner has exited', async () => {
    const dir = tempDir();
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    fs.writeFileSync(lockFile(dir), String(child.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    lockDataDir(dir)();
  });
});
