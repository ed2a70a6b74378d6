import { storedFileSchema } from '@trialhub/domain';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { type FilePart, type FilesService, fileKinds, uploadRules } from './files.service.js';
import { doc } from '../../http/describe.js';

const uploadQuerySchema = z.object({ kind: z.enum(fileKinds) });

/** A stored row never changes (a new upload is a new id), so clients may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function filesRoutes(service: FilesService) {
  return new Hono<AppEnv>()
    .post(
      '/files',
      doc({
        summary: 'Upload (?kind=logo|regulation|ad-image; raw body, typed by content)',
        response: storedFileSchema,
        status: 201,
        responses: { 201: 'stored', 413: 'too large', 415: 'unsupported type' },
      }),
      async (c) => {
        const viewer = c.get('viewer');
        let isBodyRead = false;
        try {
          const query = uploadQuerySchema.safeParse(c.req.query());
          if (!query.success) throw AppError.fromZod(query.error);
          const { kind } = query.data;
          // Before reading: a visitor's 20 MB is refused unread.
          service.authorizeUpload(viewer, kind);
          await service.limitUploads(viewer, kind);
          const bytes = await readBody(c, uploadRules[kind].maxBytes);
          isBodyRead = true;
          return c.json(await service.storeUpload(viewer, kind, bytes), 201);
        } catch (error) {
          // Refused before the whole body was read: tell the client to send its next request on a
          // new connection rather than behind the rest of this body (as the JSON body limit does).
          if (!isBodyRead) c.header('connection', 'close');
          throw error;
        }
      },
    )
    .get(
      '/files/:id',
      doc({
        summary: 'A stored file (immutable, ETag)',
        media: 'application/octet-stream',
        responses: {
          200: 'the bytes, with the type they were stored as (PNG, JPEG, WebP, PDF)',
          304: 'not modified',
          404: 'unknown',
        },
      }),
      (c) => sendFile(c, service, 'file'),
    )
    .get(
      '/files/:id/thumbnail',
      doc({
        summary: "A stored image's thumbnail (immutable, ETag)",
        media: 'image/webp',
        responses: { 200: 'a WebP thumbnail', 304: 'not modified', 404: 'unknown' },
      }),
      (c) => sendFile(c, service, 'thumbnail'),
    );
}

/**
 * The raw request body, refused with 413 as soon as it is known to be larger than `maxBytes`:
 * from Content-Length before reading, or while reading one sent without it (chunked). The body is
 * the file itself (no multipart envelope), so the file's limit is the body's limit.
 */
async function readBody(c: Context<AppEnv>, maxBytes: number): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw new AppError('fileTooLarge');
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop here; the HTTP server drains or drops the rest of the body.
      reader.releaseLock();
      throw new AppError('fileTooLarge');
    }
    chunks.push(value);
  }
}

async function sendFile(c: Context<AppEnv>, service: FilesService, part: FilePart) {
  const file = await service.read(c.req.param('id') ?? '', part, parseIfNoneMatch(c.req.header('if-none-match')));
  c.header('etag', file.etag);
  c.header('cache-control', IMMUTABLE);
  c.header('x-content-type-options', 'nosniff');
  if (!file.bytes) return c.body(null, 304);
  c.header('content-type', file.contentType);
  c.header('content-length', String(file.bytes.length));
  if (file.contentType === 'application/pdf') c.header('content-disposition', 'inline; filename="regulation.pdf"');
  // Database drivers hand back Buffers over plain (never shared) ArrayBuffers.
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
}

/** `If-None-Match: "a", W/"b"` → ['"a"', '"b"']; weak comparison, as RFC 9110 asks for this header. */
function parseIfNoneMatch(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}
