import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { KeptByVersion } from './kept-by-version.js';
import { COMPRESS_MIN_BYTES, CompressedCopies, ENCODINGS, acceptedEncoding, bodyOf } from './compressed-copies.js';

/** A public read's Cache-Control: browsers revalidate, a reverse proxy may keep it two seconds (issue #20). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=2';

/**
 * Public reads served by the positions of their live topics (issues #19 and #20, decision 031): every
 * change of the data behind such a read is published on its topics inside the writer's transaction
 * (decision 001), so the topics' sequence numbers name the data's version. The strong ETag is made of
 * them and the request's key; a matching `If-None-Match` gets a 304 for one query (the read's own
 * visibility check, which fetches the positions too), without building the body. A built body is kept
 * (with its brotli and gzip copies) until a topic moves, so a thousand spectators opening the page
 * between two scores cost one build and one compression. Keeping, sharing a build and the bound are
 * `KeptByVersion`'s, as for the official documents (pdf-cache.ts).
 *
 * Two instances behind a proxy do not share ETags (each has its own token): a client switching
 * instance downloads the body once.
 */
export class TopicReadCache {
  private readonly kept: KeptByVersion<CompressedCopies>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.kept = new KeptByVersion((copies) => copies.body.length + copies.bytes, maxBytes);
  }

  /** Bodies built (not answered from the kept ones): what the tests count. */
  get builds() {
    return this.kept.builds;
  }

  /**
   * Answers `c` with the JSON `build()` returns, or a 304. `key` names everything else the body depends
   * on (the resource and the viewer's audience); `positions` are the topics' positions, read by the
   * caller's own check in the same query (`topicPositionsSql`); `shared`: the same for every visitor
   * (a proxy may keep it).
   */
  async respond(
    c: Context,
    {
      key,
      topics,
      positions,
      shared,
      build,
    }: {
      key: string;
      topics: readonly string[];
      positions: Record<string, number> | null;
      shared: boolean;
      build: () => Promise<unknown>;
    },
  ): Promise<Response> {
    const version = topics.map((t) => `${t}=${positions?.[t] ?? 0}`).join(';');
    return this.respondAt(c, { key, version, shared, build });
  }

  /**
   * As `respond`, for a read whose version is not a set of topic positions but a digest of its rows'
   * versions (decision 032: `rowVersionsSql`), read by the caller's own visibility check.
   */
  async respondAt(
    c: Context,
    { key, version, shared, build }: { key: string; version: string; shared: boolean; build: () => Promise<unknown> },
  ): Promise<Response> {
    const etag = this.kept.etag(key, version);
    // Browsers revalidate every time (a 304 is cheap). A reverse proxy may hold the visitors' view for
    // two seconds, so a crowd opening the page at once costs the server one answer: a body that old
    // misses no live event, because its Live-Positions header (decision 039) travels with it and the
    // page's live stream resumes from there. Cookies decide the audience, so a shared cache must not
    // mix them (Vary), and a secretary's or a draft's view is for that browser only.
    c.header('etag', etag);
    c.header('cache-control', shared ? PUBLIC_READ_CACHE_CONTROL : 'private, no-cache');
    c.header('vary', 'Accept-Encoding, Cookie');
    if (ifNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);

    const copies = await this.kept.get(key, etag, async () => {
      const data = await build();
      // Its compressed copies count once made, while it is kept.
      const made: CompressedCopies = new CompressedCopies(Buffer.from(JSON.stringify(data)), (bytes) =>
        this.kept.grew(key, made, bytes),
      );
      return made;
    });
    c.header('content-type', 'application/json; charset=UTF-8');
    const { body } = copies;
    // Brotli where accepted (issue #36: a client accepting only `br` got a 400-rider list uncompressed).
    const encoding = body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(c, ENCODINGS) : undefined;
    if (encoding) {
      c.header('content-encoding', encoding);
      // A view of the kept bytes, not a copy: a 400-rider list is ~55 KB per request otherwise.
      return c.body(bodyOf(await copies.get(encoding)));
    }
    // A length keeps hono's compress middleware off the body (and the ETag strong).
    c.header('content-length', String(body.length));
    return c.body(bodyOf(body));
  }
}

/** `If-None-Match` holds this ETag (a list, `*`, or a weak form of it). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((v) => {
    const tag = v.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A scalar subquery: a digest of the versions of `table`'s rows that match `where` (decision 032).
 * PostgreSQL gives every row version it writes the writing transaction's id (`xmin`): an insert or
 * update adds a version no committed row had, a delete takes one away, and a row lock (FOR UPDATE)
 * changes none. So the digest changes with every committed write to those rows and with nothing else,
 * whichever code path wrote them and whether or not it published a live event.
 */
export function rowVersionsSql(table: PgTable, where: SQL) {
  return sql<string>`(SELECT md5(coalesce(string_agg(xmin::text, ',' ORDER BY xmin::text), '')) || ':' || count(*) FROM ${table} WHERE ${where})`;
}

/**
 * A scalar subquery: the topics' positions as one JSON object (null when none has an event yet), so a
 * read can fetch them in the same round trip as its own check.
 */
export function topicPositionsSql(topics: readonly string[]) {
  return sql`(SELECT json_object_agg(topic, seq) FROM live_topics WHERE topic IN (${sql.join(
    topics.map((t) => sql`${t}`),
    sql`, `,
  )}))`;
}
