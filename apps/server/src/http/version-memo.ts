/**
 * A visitor's read versions from memory (issue #36 point 4): the home page's stage list, a stage page,
 * its entries and the standings answer visitors from `KeptByVersion`, but their version was one query
 * per request (read-versions.ts: their data changes without a live event of its own, decision 032). A
 * version read for a visitor is remembered, and asked of the database again only when
 *
 * - this process answered a write since (`wrote`, after any request that may change data: a reader who
 *   follows their own write, or an e2e test's, sees it at once), or
 * - any instance's event or revocation arrived since (`changes`: the hub's count), or
 * - it is older than `maxAgeMs` — what another instance wrote without publishing (a championship's
 *   rename) shows that much later, as behind the recipe's proxy micro-cache or the rendered pages' own
 *   second (page-cache.ts).
 *
 * The generation is taken before the query, so a version read while a write committed is not kept past
 * that write. Staff reads (a secretary's drafts) never come here: their reads follow their writes.
 */
export class VersionMemo {
  private writes = 0;
  private readonly kept = new Map<string, { generation: string; at: number; version: Promise<unknown> }>();

  constructor(
    private readonly changes: () => number,
    private readonly maxAgeMs = 1_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** A request that may have changed data has been answered. */
  wrote() {
    this.writes++;
  }

  private generation() {
    return `${this.writes}/${this.changes()}`;
  }

  /** The version of `key`: remembered, else `read()`'s (shared by the requests that ask meanwhile). */
  async version<T>(key: string, read: () => Promise<T>): Promise<T> {
    const generation = this.generation();
    const now = performance.now();
    const kept = this.kept.get(key);
    if (kept && kept.generation === generation && now - kept.at < this.maxAgeMs) return kept.version as Promise<T>;
    const version = read();
    const entry = { generation, at: now, version };
    this.kept.delete(key);
    this.kept.set(key, entry);
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    // A read that fails (the database away) is not remembered.
    version.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return version;
  }
}
