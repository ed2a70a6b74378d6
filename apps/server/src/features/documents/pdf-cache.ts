import type { Context } from 'hono';
import { KeptByVersion } from '../../http/kept-by-version.js';
import { ifNoneMatch } from '../../http/topic-cache.js';
import type { PdfFile } from './documents.service.js';

/**
 * Official documents kept per data version (issue #41 point 5): laying out a results or standings PDF
 * takes 0.5–3.4 s of CPU, and anyone may ask for one. The caller names the document (`key`: which one,
 * its language, the reader's audience) and the version of the data it is made of (read-versions.ts);
 * the same version is served from the kept bytes, and a browser that has it gets a 304. Requests for
 * a version being laid out share that build (`KeptByVersion`, as the JSON reads' cache).
 */
export class PdfCache {
  private readonly kept: KeptByVersion<PdfFile>;

  constructor(maxBytes = 24 * 1024 * 1024) {
    this.kept = new KeptByVersion((file) => file.bytes.length, maxBytes);
  }

  /** Layouts done (not answered from the kept bytes): what the tests and the bench count. */
  get builds() {
    return this.kept.builds;
  }

  async respond(
    c: Context,
    { key, version, build }: { key: string; version: string; build: () => Promise<PdfFile> },
  ): Promise<Response> {
    const etag = this.kept.etag(key, version);
    // What a document shows depends on who asks (privacy.ts): only the reader's browser keeps it, and
    // asks again each time (a 304 while nothing changed).
    c.header('cache-control', 'private, no-cache');
    c.header('vary', 'Cookie');
    c.header('etag', etag);
    if (ifNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    const file = await this.kept.get(key, etag, build);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `inline; filename="${file.name}"`);
    c.header('content-length', String(file.bytes.length));
    return c.body(new Uint8Array(file.bytes));
  }
}
