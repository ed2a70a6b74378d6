import { createHash, randomUUID } from 'node:crypto';
import type { StoredFile } from '@trialhub/domain';
import type { Metadata, SharpOptions } from 'sharp';
import { loadSharp } from '../../ops/lazy-modules.js';
import { type Role, type Viewer, requireRole, requireViewer } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import { type RateLimiter, RateLimits } from '../../http/rate-limit.js';
import * as repo from './files.repository.js';

export const fileKinds = ['logo', 'regulation', 'ad-image'] as const;
export type FileKind = (typeof fileKinds)[number];

/** The types we recognise by their bytes; a file's name and the client's Content-Type are never trusted. */
type DetectedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml' | 'application/pdf';

interface UploadRule {
  /** Largest upload accepted, in bytes (of what the client sends, before re-encoding). */
  maxBytes: number;
  accepts: readonly DetectedType[];
  /** The role needed to upload; null: any signed-in user. */
  role: Role | null;
  /** Uploads per user and hour, for kinds any user may upload (so nobody fills the database with photos). */
  perHour?: number;
}

const MB = 1024 * 1024;

export const uploadRules: Record<FileKind, UploadRule> = {
  logo: { maxBytes: 2 * MB, accepts: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], role: 'admin' },
  regulation: { maxBytes: 20 * MB, accepts: ['application/pdf'], role: 'admin' },
  // Room for a seller who re-picks photos while posting several ads (posting itself is limited to 10 an hour).
  'ad-image': { maxBytes: 6 * MB, accepts: ['image/jpeg', 'image/png', 'image/webp'], role: null, perHour: 40 },
};

/** Logos are shown small (sponsor strips); a bigger one only costs every spectator bandwidth. */
const LOGO_MAX_SIDE = 1024;
const AD_IMAGE_MAX_SIDE = 1600;
const THUMBNAIL_SIDE = 200;
/**
 * Decompression bombs: a 2 MB PNG of one colour can claim a billion pixels. 64 MP still takes a
 * 50 MP phone photo (8160×6144).
 */
const MAX_INPUT_PIXELS = 64_000_000;

export interface StoreUploadOptions {
  /** Store within the caller's transaction (e.g. the market saving an ad with its photo). */
  db?: Db;
}

export type FilePart = 'file' | 'thumbnail';

/** A file to send, or (bytes null) the client's copy is current: answer 304. */
export interface FileToSend {
  etag: string;
  contentType: string;
  bytes: Buffer | null;
}

interface Prepared {
  contentType: string;
  bytes: Buffer;
  thumbnail: Buffer | null;
}

export class FilesService {
  private readonly limiters = new Map<FileKind, RateLimiter>();

  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits = RateLimits.off(),
  ) {}

  /** Counts an upload request against its kind's hourly limit (429 past it); kinds without one are not counted. */
  async limitUploads(viewer: Viewer, kind: FileKind): Promise<void> {
    const { perHour } = uploadRules[kind];
    if (!perHour) return;
    let limiter = this.limiters.get(kind);
    if (!limiter)
      this.limiters.set(
        kind,
        (limiter = this.limits.rule({ name: `uploads.${kind}`, max: perHour, windowMs: 3_600_000 })),
      );
    await limiter.hit(viewer.userId);
  }

  /**
   * Who may upload which kind. storeUpload checks it too; the upload route asks first so that a
   * visitor's 20 MB body is refused before it is read.
   */
  authorizeUpload(viewer: Viewer | null, kind: FileKind): asserts viewer is Viewer {
    const { role } = uploadRules[kind];
    if (role) requireRole(viewer, role);
    else requireViewer(viewer);
  }

  /**
   * Checks, re-encodes and stores an upload. The type comes from the bytes alone; images are
   * decoded and written anew by sharp (metadata stripped, EXIF orientation applied), SVG logos
   * become PNG so no script ever reaches a browser from us; PDFs are stored as they came.
   */
  async storeUpload(
    viewer: Viewer | null,
    kind: FileKind,
    bytes: Buffer,
    options: StoreUploadOptions = {},
  ): Promise<StoredFile> {
    this.authorizeUpload(viewer, kind);
    const rule = uploadRules[kind];
    if (bytes.length === 0) throw new AppError('uploadFailed');
    if (bytes.length > rule.maxBytes) throw new AppError('fileTooLarge');
    const type = detectType(bytes);
    if (!type || !rule.accepts.includes(type)) throw new AppError('unsupportedFileType');

    const prepared = await prepare(kind, type, bytes);
    const id = randomUUID();
    await repo.insertFile(options.db ?? this.db, {
      id,
      kind,
      contentType: prepared.contentType,
      bytes: prepared.bytes,
      thumbnail: prepared.thumbnail,
      // Of the bytes we serve: it is their ETag.
      sha256: createHash('sha256').update(prepared.bytes).digest('hex'),
      size: prepared.bytes.length,
      ownerId: viewer.userId,
    });
    return {
      id,
      contentType: prepared.contentType,
      size: prepared.bytes.length,
      url: `/api/files/${id}`,
      ...(prepared.thumbnail ? { thumbnailUrl: `/api/files/${id}/thumbnail` } : {}),
    };
  }

  /** A stored file or its thumbnail; files are public (logos, regulations, ads are all shown to visitors). */
  async read(id: string, part: FilePart, ifNoneMatch: readonly string[]): Promise<FileToSend> {
    if (!UUID.test(id)) throw new AppError('notFound');
    const meta = await repo.findFileMeta(this.db, id);
    if (!meta || (part === 'thumbnail' && !meta.hasThumbnail)) throw new AppError('notFound');
    // A row's bytes never change, so its sha256 is a strong validator; the thumbnail is made from
    // those bytes, so it gets a tag of its own derived from them.
    const etag = part === 'file' ? `"${meta.sha256}"` : `"${meta.sha256}-thumbnail"`;
    const contentType = part === 'file' ? meta.contentType : 'image/webp';
    if (ifNoneMatch.includes('*') || ifNoneMatch.includes(etag)) return { etag, contentType, bytes: null };
    const bytes = part === 'file' ? await repo.findFileBytes(this.db, id) : await repo.findThumbnailBytes(this.db, id);
    if (!bytes) throw new AppError('notFound');
    return { etag, contentType, bytes };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * An SVG document: optional BOM, XML declaration, comments and a DOCTYPE without an internal
 * subset, then the `<svg` root. Looked for in the first 8 KB only.
 */
const SVG_PROLOGUE = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^>[]*>)\s*)*<svg[\s>]/i;

/** The content's type from its magic bytes, or null when it is none we take. */
export function detectType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (SVG_PROLOGUE.test(bytes.subarray(0, 8192).toString('utf8'))) {
    // Entity declarations are how "billion laughs" and external-entity tricks start; logos never need them.
    return bytes.includes('<!ENTITY') ? null : 'image/svg+xml';
  }
  return null;
}

const sharpFormat: Record<Exclude<DetectedType, 'application/pdf'>, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** sharp input options: a truncated file is an error, not a half-grey picture. */
const input = (density?: number): SharpOptions => ({
  failOn: 'truncated',
  limitInputPixels: MAX_INPUT_PIXELS,
  ...(density ? { density } : {}),
});

async function prepare(kind: FileKind, type: DetectedType, bytes: Buffer): Promise<Prepared> {
  if (type === 'application/pdf') return { contentType: type, bytes, thumbnail: null };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, input()).metadata();
    // The magic bytes said one thing; the decoder must agree.
    if (meta.format !== sharpFormat[type]) throw new AppError('uploadFailed');
    const image = type === 'image/svg+xml' ? await rasteriseSvg(bytes, meta) : await reencode(kind, type, bytes);
    // 'inside', not 'cover': a logo cropped to a square loses letters, and an ad photo loses what
    // is for sale; the page can still crop the small picture with CSS (object-fit) where it wants.
    const thumbnail = await sharp(image.bytes, input())
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { ...image, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it (truncated, corrupt, too many pixels): the upload is unusable.
    throw new AppError('uploadFailed');
  }
}

/** SVG logos are drawn once at a useful size (a 24 px icon would otherwise stay 24 px) and kept as PNG. */
async function rasteriseSvg(bytes: Buffer, meta: Metadata): Promise<Omit<Prepared, 'thumbnail'>> {
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (!longest) throw new AppError('uploadFailed');
  // librsvg reports the size at 72 dpi; pick the density that draws the longest side at LOGO_MAX_SIDE.
  const density = Math.min(100_000, Math.max(1, (72 * LOGO_MAX_SIDE) / longest));
  const sharp = await loadSharp();
  const png = await sharp(bytes, input(density))
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { contentType: 'image/png', bytes: png };
}

/** Decoded and written anew: no EXIF (GPS of a rider's home), orientation applied, size bounded. */
async function reencode(kind: FileKind, type: DetectedType, bytes: Buffer): Promise<Omit<Prepared, 'thumbnail'>> {
  const side = kind === 'ad-image' ? AD_IMAGE_MAX_SIDE : LOGO_MAX_SIDE;
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, input()).autoOrient().resize(side, side, { fit: 'inside', withoutEnlargement: true });
  if (kind === 'logo' && type === 'image/png') {
    return { contentType: 'image/png', bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer() };
  }
  return {
    contentType: 'image/webp',
    bytes: await pipeline.webp({ quality: kind === 'logo' ? 90 : 82 }).toBuffer(),
  };
}
