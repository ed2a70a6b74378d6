import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { ifNoneMatch } from '../../http/topic-cache.js';
import type { PdfFile } from './documents.service.js';

interface Entry {
  etag: string;
  file: PdfFile;
}

/**
 * Official documents kept per data version (issue #41 point 5): laying out a results or standings PDF
 * takes 0.5–3.4 s of CPU, and anyone may ask for one. The caller names the document (`key`: which one,
 * its language, the reader's audience) and the version of the data it is made of (read-versions.ts);
 * the same version is served from the kept bytes, and a browser that has it gets a 304. Requests for
 * a version being laid out share that build. The ETag carries this process's token, as the JSON reads'
 * do (topic-cache.ts): after a restart no browser revalidates bytes the versions no longer describe.
 */
export class PdfCache {
  private readonly token = randomBytes(4).toString('hex');
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { etag: string; entry: Promise<Entry> }>();
  private bytes = 0;
  /** Layouts done (not answered from the kept bytes): what the tests and the bench count. */
  builds = 0;

  constructor(private readonly maxBytes = 24 * 1024 * 1024) {}

  async respond(
    c: Context,
    { key, version, build }: { key: string; version: string; build: () => Promise<PdfFile> },
  ): Promise<Response> {
    const etag = `"${this.token}-${createHash('sha256').update(`${key}|${version}`).digest('base64url').slice(0, 22)}"`;
    // What a document shows depends on who asks (privacy.ts): only the reader's browser keeps it, and
    // asks again each time (a 304 while nothing changed).
    c.header('cache-control', 'private, no-cache');
    c.header('vary', 'Cookie');
    c.header('etag', etag);
    if (ifNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    let entry = this.entries.get(key);
    if (entry?.etag === etag) {
      // Most recently used last: the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else entry = await this.build(key, etag, build);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `inline; filename="${entry.file.name}"`);
    c.header('content-length', String(entry.file.bytes.length));
    return c.body(new Uint8Array(entry.file.bytes));
  }

  private async build(key: string, etag: string, build: () => Promise<PdfFile>): Promise<Entry> {
    const pending = this.building.get(key);
    if (pending?.etag === etag) return pending.entry;
    const entry = build().then((file): Entry => {
      this.builds++;
      const made = { etag, file };
      this.store(key, made);
      return made;
    });
    this.building.set(key, { etag, entry });
    try {
      return await entry;
    } finally {
      if (this.building.get(key)?.entry === entry) this.building.delete(key);
    }
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.file.bytes.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.file.bytes.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= kept.file.bytes.length;
    }
  }
}
