import { describe, expect, it } from 'vitest';
import { VersionMemo } from './version-memo.js';

/** Counts the database reads a memo lets through (the read is a stand-in for read-versions.ts's query). */
function counted() {
  let reads = 0;
  let version = 'v1';
  return {
    read: async () => {
      reads++;
      return version;
    },
    set: (v: string) => (version = v),
    reads: () => reads,
  };
}

describe('VersionMemo', () => {
  it('asks once for a crowd, again after a write of this process or an event of any instance', async () => {
    let events = 0;
    const memo = new VersionMemo(() => events, 60_000);
    const db = counted();
    const crowd = await Promise.all(Array.from({ length: 50 }, () => memo.version('standings:x', db.read)));
    expect(new Set(crowd)).toEqual(new Set(['v1']));
    expect(await memo.version('standings:x', db.read)).toBe('v1');
    expect(db.reads()).toBe(1);

    db.set('v2');
    memo.wrote();
    expect(await memo.version('standings:x', db.read)).toBe('v2');
    db.set('v3');
    events++;
    expect(await memo.version('standings:x', db.read)).toBe('v3');
    expect(db.reads()).toBe(3);
  });

  it('a version read while a write was answered is not kept past that write', async () => {
    const memo = new VersionMemo(() => 0, 60_000);
    let release!: (v: string) => void;
    const slow = memo.version('k', () => new Promise<string>((resolve) => (release = resolve)));
    memo.wrote();
    release('old');
    expect(await slow).toBe('old');
    expect(await memo.version('k', async () => 'new')).toBe('new');
  });

  it('asks again once its age is past (a write of another instance without an event), and after a failed read', async () => {
    const memo = new VersionMemo(() => 0, 0);
    const db = counted();
    await memo.version('k', db.read);
    db.set('v2');
    expect(await memo.version('k', db.read)).toBe('v2');

    const kept = new VersionMemo(() => 0, 60_000);
    await expect(kept.version('k', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await kept.version('k', async () => 'back')).toBe('back');
  });
});
