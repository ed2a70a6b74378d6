import { createHash, randomBytes } from 'node:crypto';
import { CompressedCopies } from './compressed-copies.js';

/** A rendered page as served: its body with its compressed copies, and its ETag when it is kept. */
export interface PageAnswer {
  /** Null for a page that is not kept (one of its reads has no version): no ETag, no 304. */
  etag: string | null;
  copies: CompressedCopies;
}

/** The reader's API, in-process (page-render.ts): what the page's queries call. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** One API read a page was rendered from, and the version it answered with. */
interface Read {
  path: string;
  /** The read's own headers (its language), beside the reader's which the fetch adds. */
  headers: [string, string][];
  /** Its ETag; for a read without one, a digest of its body. */
  etag?: string;
  digest?: string;
}

interface Entry {
  answer: PageAnswer & { etag: string };
  reads: Read[];
  builtAt: number;
  /** When its reads last answered (or it was built): see CHECK_SPACING_MS. */
  checkedAt: number;
  /** How long its render took (wall clock, so a loaded machine's renders count as long as they are). */
  renderMs: number;
  /** The revalidation under way: the requests arriving meanwhile share it instead of asking again. */
  checking?: Promise<'same' | 'changed' | 'gone'>;
}

/** A page is rendered again no sooner than this many times its last render's time after it was built. */
const RENDER_SPACING = 4;
/**
 * A kept page is served without asking its reads again within this long of the last time they answered:
 * a stage made a draft again, or a score, shows on the page's next render at most this much later.
 */
const CHECK_SPACING_MS = 1_000;

const digest = (bytes: ArrayBuffer | string) =>
  createHash('sha256')
    .update(typeof bytes === 'string' ? bytes : new Uint8Array(bytes))
    .digest('base64url')
    .slice(0, 22);

/**
 * Rendered public pages kept per data version (issue #36), as the JSON reads are (decision 031): a page
 * is rendered from the API, in-process, and its version is the versions of the reads it was rendered
 * from — their ETags, which already name the topics' positions or the rows' versions and the audience.
 * A kept page is served again while every one of its reads still answers its ETag with a 304 (a few
 * in-process revalidations, a few ms, against 100–1,200 ms of CPU for a render; the requests arriving
 * while one runs share it), and with its own strong ETag, so a browser's revalidation of an unchanged
 * page is a 304. All its readers are visitors (one audience), so one reader's revalidation serves all.
 *
 * `key` names everything else the render reads: address, language, the reader's zone and layout, the
 * page's head. Signed-in readers never reach this cache (page-render.ts serves them the app).
 *
 * Live positions: the page carries the positions the render read before its data (decision 039). A kept
 * page is served only while its data has not changed since, so those positions are still at or before
 * its data, and the browser's live stream resumes from them: it may be replayed events the data has
 * (upserts, harmless), never miss one. The same holds for the old page served while its successor
 * renders (below). A page whose read is gone (the stage is a draft again, deleted) is never served again.
 *
 * Bounds: `maxBytes` of pages (least recently used go first), and `maxAgeMs`: a page also shows the time
 * it was rendered at ("5 minutes ago", a rider's automatic DNF), so it is rendered again that often.
 *
 * Renders of one page are spaced: a page whose data changed is rendered again only once
 * `RENDER_SPACING` × its last render's time has passed since it was built; until then its readers get it
 * as it is, with its own (older) positions, which their live streams bring up to date. On race day the
 * results change every few seconds: without the spacing every change started a new render of a 400-rider
 * page (0.6–2 s of CPU) for each language and layout, back to back, and the crowd's pages and every live
 * delivery queued behind them (bench/spike.ts). With it, one page's renders take at most
 * 1 / RENDER_SPACING of a core, however fast the scores come.
 */
export class PageCache {
  private readonly token = randomBytes(4).toString('hex');
  private readonly entries = new Map<string, Entry>();
  /** Renders under way, by key: one per page at a time, however many readers ask. */
  private readonly building = new Map<string, Promise<PageAnswer | null>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxAgeMs = 30_000,
  ) {}

  /**
   * The page for `key`: kept if its data has not changed, else rendered by `render` (which calls the
   * API through the fetch it is given, so the reads are recorded); null when the page is not rendered.
   */
  async page(key: string, fetch: ApiFetch, render: (fetch: ApiFetch) => Promise<string | null>) {
    const entry = this.entries.get(key);
    // Checked a moment ago: served as it is, without asking its reads again (a crowd's views within
    // CHECK_SPACING_MS cost one revalidation, as behind a proxy's one-second micro-cache).
    if (entry && Date.now() - entry.checkedAt < CHECK_SPACING_MS && Date.now() - entry.builtAt < this.maxAgeMs) {
      return entry.answer;
    }
    // A revalidation that fails (the database away) drops the page: rendering it again fails as a render
    // does (the app's shell), never a 500 and never a page nobody could check.
    const state =
      entry &&
      (await (entry.checking ??= this.check(entry, fetch)
        .catch(() => 'gone' as const)
        .finally(() => {
          entry.checking = undefined;
          entry.checkedAt = Date.now();
        })));
    if (entry && state === 'same' && Date.now() - entry.builtAt < this.maxAgeMs) {
      // Most recently used last: the oldest entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.answer;
    }
    // Changed, but rendered a moment ago: kept as it is for now (see RENDER_SPACING).
    if (entry && state === 'changed' && Date.now() - entry.builtAt < entry.renderMs * RENDER_SPACING) {
      return entry.answer;
    }
    if (state === 'gone') this.drop(key);
    const pending = this.building.get(key);
    // While the next version renders, readers get the one before: a crowd waits for no render, and its
    // live streams replay what changed since (see above).
    if (pending) return entry && state !== 'gone' ? entry.answer : pending;
    const built = this.build(key, fetch, render);
    this.building.set(key, built);
    try {
      return await built;
    } finally {
      this.building.delete(key);
    }
  }

  private async build(
    key: string,
    fetch: ApiFetch,
    render: (fetch: ApiFetch) => Promise<string | null>,
  ): Promise<PageAnswer | null> {
    const reads: Read[] = [];
    let keepable = true;
    const started = Date.now();
    const html = await render(async (path, init) => {
      const response = await fetch(path, init);
      if ((init.method ?? 'GET') !== 'GET' || !response.ok) keepable = false;
      const headers = [...new Headers(init.headers).entries()];
      const etag = response.headers.get('etag');
      // A read without an ETag (the visitor's empty session, the site's config) is versioned by its body.
      reads.push(
        etag ? { path, headers, etag } : { path, headers, digest: digest(await response.clone().arrayBuffer()) },
      );
      return response;
    });
    if (html === null) return null;
    if (!keepable) return { etag: null, copies: new CompressedCopies(Buffer.from(html)) };
    // Its compressed copies count once made, while it is kept.
    const copies = new CompressedCopies(Buffer.from(html), (bytes) => {
      if (this.entries.get(key) === entry) this.bytes += bytes;
    });
    const entry: Entry = {
      answer: { etag: `"p${this.token}-${digest(`${key}\n${html}`)}"`, copies },
      reads,
      builtAt: Date.now(),
      checkedAt: Date.now(),
      renderMs: Date.now() - started,
    };
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += copies.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.drop(oldest);
    }
    return entry.answer;
  }

  /** Whether every read of the page answers as when it was rendered (in parallel: each is ~0.2–1 ms). */
  private async check(entry: Entry, fetch: ApiFetch): Promise<'same' | 'changed' | 'gone'> {
    const states = await Promise.all(
      entry.reads.map(async (read) => {
        const headers = new Headers(read.headers);
        if (read.etag) headers.set('if-none-match', read.etag);
        const response = await fetch(read.path, { headers });
        if (response.status === 304) return 'same';
        if (!response.ok) {
          await response.body?.cancel();
          return 'gone';
        }
        if (read.digest) return digest(await response.arrayBuffer()) === read.digest ? 'same' : 'changed';
        await response.body?.cancel();
        return 'changed';
      }),
    );
    return states.includes('gone') ? 'gone' : states.includes('changed') ? 'changed' : 'same';
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.answer.copies.body.length + old.answer.copies.bytes;
    this.entries.delete(key);
  }
}

/** The digest of a page's key part (its head): part of the key, not the whole text. */
export const keyDigest = (text: string) => digest(text);
