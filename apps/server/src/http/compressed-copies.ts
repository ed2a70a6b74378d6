import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';

import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Best first: brotli is ~15–20 % smaller than gzip on our JSON and HTML; every browser accepts both. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * A kept body's compressed copies (issue #36): each made once, when first asked for, and shared by the
 * requests that ask meanwhile. zlib runs in libuv's thread pool, off the event loop. Brotli at quality 5:
 * about gzip's time for a clearly smaller body; the top qualities cost 10–50× the time for a few % more,
 * which suits files compressed at build time (static-files.ts), not a body rebuilt at every score.
 */
export class CompressedCopies {
  private readonly copies = new Map<Encoding, Promise<Buffer>>();
  /** Bytes of the copies made so far. */
  bytes = 0;

  /** `onMade`: told each copy's size when it is made (a cache counts its bytes). */
  constructor(
    readonly body: Buffer,
    private readonly onMade?: (bytes: number) => void,
  ) {}

  get(encoding: Encoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = (
        encoding === 'br'
          ? brotliCompress(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body)
      ).then((made) => {
        this.bytes += made.length;
        this.onMade?.(made.length);
        return made;
      });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/** A view of kept bytes for a response body, not a copy (a 400-rider page is hundreds of KB). */
export const bodyOf = (bytes: Buffer) =>
  new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/** The first of `supports` the client accepts (`q` > 0, by name or through `*`), in our order; else undefined. */
export function acceptedEncoding<E extends string>(c: Context, supports: readonly E[]): E | undefined {
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...supports],
    default: 'identity',
    match: (accepted, { supports, default: none }) => {
      const q = (name: string) =>
        accepted.find((a) => a.type.toLowerCase() === name)?.q ?? accepted.find((a) => a.type === '*')?.q ?? 0;
      return supports.find((name) => q(name) > 0) ?? none;
    },
  });
  return supports.find((name) => name === encoding);
}
