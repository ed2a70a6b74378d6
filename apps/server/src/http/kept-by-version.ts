import { createHash, randomBytes } from 'node:crypto';

interface Entry<T> {
  etag: string;
  value: T;
}

/**
 * Answers kept per data version (issues #20, #36, #41): the one idea behind the JSON reads' cache
 * (topic-cache.ts) and the official documents' (pdf-cache.ts). The caller names what it keeps (`key`:
 * the resource, its language, the reader's audience) and the version of the data it is made of; the
 * strong ETag is made of both and of this process's random token, so after a restart (a restored
 * backup, a re-seeded demo) no browser revalidates bytes the versions no longer describe. A value is
 * kept until its key's version moves; the requests for a version being built share that build (when
 * a stage changes, every spectator's page revalidates at about the same moment). At most `maxBytes`
 * are kept, the least recently used go first.
 */
export class KeptByVersion<T> {
  private readonly token = randomBytes(4).toString('hex');
  private readonly entries = new Map<string, Entry<T>>();
  /** Values being built, by key: the requests for a version that arrive during its build share it. */
  private readonly building = new Map<string, { etag: string; value: Promise<T> }>();
  private bytes = 0;
  /** Builds done (not answered from what was kept): what the tests and the benches count. */
  builds = 0;

  /** `size`: a kept value's bytes now (a value may grow while kept: `grew`). */
  constructor(
    private readonly size: (value: T) => number,
    private readonly maxBytes: number,
  ) {}

  /** The strong ETag of `key` at `version`. */
  etag(key: string, version: string): string {
    return `"${this.token}-${createHash('sha256').update(`${key}|${version}`).digest('base64url').slice(0, 22)}"`;
  }

  /** The value of `key` at `etag`: the kept one, else `build()`'s (once, however many ask meanwhile). */
  async get(key: string, etag: string, build: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.etag === etag) {
      // Most recently used last: the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const pending = this.building.get(key);
    if (pending?.etag === etag) return pending.value;
    const value = build().then((made) => {
      this.builds++;
      this.store(key, { etag, value: made });
      return made;
    });
    this.building.set(key, { etag, value });
    try {
      return await value;
    } finally {
      if (this.building.get(key)?.value === value) this.building.delete(key);
    }
  }

  /** `value` (kept under `key`, or already gone) took `bytes` more: counted while it is kept. */
  grew(key: string, value: T, bytes: number) {
    if (this.entries.get(key)?.value === value) this.bytes += bytes;
  }

  private store(key: string, entry: Entry<T>) {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += this.size(entry.value);
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= this.size(old.value);
    this.entries.delete(key);
  }
}
