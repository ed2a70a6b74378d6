import http from 'node:http';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.js';
import {
  exeFile,
  jpegFile,
  noisyPng,
  pdfFile,
  pngFile,
  sidewaysPhoto,
  svgLogo,
  svgWithEntities,
  textFile,
  webpFile,
} from '../../../test/fixtures/files.js';
import { type DemoRole, type TestServer, startTestServer } from '../../../test/helper.js';
import { checkedAnswers } from '../../../test/openapi-checked.js';
import { FilesService } from './files.service.js';

let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

interface Stored {
  id: string;
  contentType: string;
  size: number;
  url: string;
  thumbnailUrl?: string;
}

/** An upload as the web app sends it: same origin, the raw file as the body. */
async function upload(
  kind: string,
  body: Buffer,
  opts: { as?: DemoRole | null; contentType?: string } = {},
): Promise<Response> {
  const role = opts.as === undefined ? 'admin' : opts.as;
  return server.fetch(`/api/files?kind=${kind}`, {
    method: 'POST',
    cookie: role ? await server.loginAs(role) : undefined,
    headers: { origin: server.url, 'content-type': opts.contentType ?? 'application/octet-stream' },
    body: new Uint8Array(body),
  });
}

async function stored(res: Response): Promise<Stored> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Stored;
}

async function download(path: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function fileCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row!.n;
}

/** Sends a refused upload and checks the answer and that no row was written. */
async function expectRefused(res: Promise<Response>, status: number, code: string) {
  const before = await fileCount();
  const answer = await res;
  expect(answer.status).toBe(status);
  expect(await answer.json()).toEqual({ error: { code, messageKey: `errors.${code}` } });
  expect(await fileCount()).toBe(before);
}

/**
 * A POST over a raw socket, so a server that answers and closes before the body is all sent still
 * gives us its answer. Without `contentLength` the body goes chunked.
 */
function rawPost(
  path: string,
  cookie: string,
  size: number,
  opts: { contentLength?: boolean } = {},
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, {
      method: 'POST',
      agent: false,
      headers: {
        origin: server.url,
        cookie,
        'content-type': 'image/png',
        ...(opts.contentLength ? { 'content-length': String(size) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    let isAnswered = false;
    req.on('response', (res) => {
      isAnswered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    });
    req.on('error', (error) => {
      if (!isAnswered) reject(error);
    });
    // A PNG signature, then filler: the size alone must refuse it.
    const chunk = Buffer.alloc(64 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(chunk);
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

const MB = 1024 * 1024;

describe('who may upload', () => {
  const validFile: Record<string, () => Promise<Buffer> | Buffer> = {
    logo: () => pngFile(),
    regulation: () => pdfFile(),
    'ad-image': () => jpegFile(),
  };
  const cases: [string, DemoRole | null, number][] = [
    ['logo', null, 401],
    ['logo', 'rider', 403],
    ['logo', 'judge', 403],
    ['logo', 'secretary', 403],
    ['logo', 'admin', 201],
    ['regulation', null, 401],
    ['regulation', 'rider', 403],
    ['regulation', 'judge', 403],
    ['regulation', 'secretary', 403],
    ['regulation', 'admin', 201],
    ['ad-image', null, 401],
    ['ad-image', 'rider', 201],
    ['ad-image', 'judge', 201],
    ['ad-image', 'admin', 201],
  ];
  it.each(cases)('%s by %s: %i', async (kind, role, status) => {
    const before = await fileCount();
    const res = await upload(kind, await validFile[kind]!(), { as: role });
    expect(res.status, await res.clone().text()).toBe(status);
    expect(await fileCount()).toBe(status === 201 ? before + 1 : before);
    if (status === 401) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    if (status === 403) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it('refuses an upload from another site', async () => {
    const res = await server.fetch('/api/files?kind=ad-image', {
      method: 'POST',
      cookie: await server.loginAs('rider'),
      headers: { origin: 'https://evil.example', 'content-type': 'image/jpeg' },
      body: new Uint8Array(await jpegFile()),
    });
    expect(res.status).toBe(403);
  });

  it.each(['', '?kind=avatar', '?kind=LOGO'])(
    'answers a missing or unknown kind (%s) with 400 validation',
    async (query) => {
      const res = await server.fetch(`/api/files${query}`, {
        method: 'POST',
        cookie: await server.loginAs('admin'),
        headers: { origin: server.url, 'content-type': 'image/png' },
        body: new Uint8Array(await pngFile()),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation', fields: { kind: 'validation.invalid' } } });
    },
  );
});

describe('logos', () => {
  it('keeps a PNG logo a PNG, re-encoded, with a WebP thumbnail', async () => {
    const original = await pngFile(320, 160);
    const file = await stored(await upload('logo', original));
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'image/png',
      size: expect.any(Number),
      url: `/api/files/${file.id}`,
      thumbnailUrl: `/api/files/${file.id}/thumbnail`,
    });
    const { res, bytes } = await download(file.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(bytes.length).toBe(file.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 320, height: 160 });
  });

  it.each([
    ['JPEG', jpegFile],
    ['WebP', webpFile],
  ])('turns a %s logo into WebP', async (_name, make) => {
    const file = await stored(await upload('logo', await make(320, 160)));
    expect(file.contentType).toBe('image/webp');
    const { res, bytes } = await download(file.url);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('rasterises an SVG logo to a PNG at a useful size, leaving its script behind', async () => {
    const file = await stored(await upload('logo', svgLogo, { contentType: 'image/svg+xml' }));
    expect(file.contentType).toBe('image/png');
    const { res, bytes } = await download(file.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.includes('script')).toBe(false);
    // 24×12 drawn at 1024 on its longest side, not blown up from 24 px.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 512 });
  });

  it('bounds a large logo to 1024 px', async () => {
    const file = await stored(await upload('logo', await pngFile(2400, 1200)));
    const { bytes } = await download(file.url);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1024, height: 512 });
  });

  it('refuses an SVG that declares entities', async () => {
    await expectRefused(upload('logo', svgWithEntities), 415, 'unsupportedFileType');
  });
});

describe('regulations', () => {
  it('stores a PDF byte for byte and serves it inline as regulation.pdf', async () => {
    const pdf = pdfFile();
    const file = await stored(await upload('regulation', pdf, { contentType: 'image/png' }));
    expect(file).toEqual({
      id: file.id,
      contentType: 'application/pdf',
      size: pdf.length,
      url: `/api/files/${file.id}`,
    });
    const { res, bytes } = await download(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="regulation.pdf"');
    expect(bytes.equals(pdf)).toBe(true);
    expect((await server.fetch(`${file.url}/thumbnail`)).status).toBe(404);
  });

  it('takes a PDF larger than the 256 KB limit of JSON requests', async () => {
    const pdf = pdfFile(3 * MB);
    const file = await stored(await upload('regulation', pdf));
    expect(file.size).toBe(pdf.length);
    const { bytes } = await download(file.url);
    expect(bytes.equals(pdf)).toBe(true);
  });

  it('still limits JSON requests to 256 KB', async () => {
    const res = await server.fetch('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('ad images', () => {
  it('re-encodes to WebP no larger than 1600 px', async () => {
    const file = await stored(await upload('ad-image', await jpegFile(3200, 2000), { as: 'rider' }));
    expect(file.contentType).toBe('image/webp');
    const { bytes } = await download(file.url);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
  });

  it('turns a sideways phone photo upright and drops its EXIF', async () => {
    const photo = await sidewaysPhoto(300, 200);
    expect(photo.includes('SecretPhone')).toBe(true);
    const file = await stored(await upload('ad-image', photo, { as: 'rider' }));
    const { bytes } = await download(file.url);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('SecretPhone')).toBe(false);
    // Rotated clockwise: the left (red) half is now on top.
    const { data } = await sharp(bytes).extract({ left: 100, top: 40, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it('takes a PNG too', async () => {
    const file = await stored(await upload('ad-image', await pngFile(), { as: 'rider' }));
    expect(file.contentType).toBe('image/webp');
  });
});

describe('refused uploads store nothing', () => {
  it.each([
    ['a text file as a logo', 'logo', () => textFile],
    ['a text file as an ad image', 'ad-image', () => textFile],
    ['an .exe sent as a PDF regulation', 'regulation', () => exeFile],
    ['a PNG as a regulation', 'regulation', () => pngFile()],
    ['a PDF as a logo', 'logo', () => pdfFile()],
    ['an SVG as an ad image', 'ad-image', () => svgLogo],
    ['a PDF as an ad image', 'ad-image', () => pdfFile()],
    ['a GIF as a logo', 'logo', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ])('%s: 415', async (_name, kind, make) => {
    // The request claims the type the kind wants: only the bytes count.
    const contentType = kind === 'regulation' ? 'application/pdf' : 'image/png';
    await expectRefused(upload(kind, await make(), { contentType }), 415, 'unsupportedFileType');
  });

  it('refuses a truncated JPEG with 400 uploadFailed', async () => {
    const jpeg = await jpegFile(640, 480);
    await expectRefused(upload('logo', jpeg.subarray(0, Math.floor(jpeg.length / 2))), 400, 'uploadFailed');
    await expectRefused(
      upload('ad-image', jpeg.subarray(0, Math.floor(jpeg.length / 2)), { as: 'rider' }),
      400,
      'uploadFailed',
    );
  });

  it('refuses a truncated PNG and a PNG signature followed by garbage with 400 uploadFailed', async () => {
    const png = await noisyPng(200, 200);
    await expectRefused(upload('logo', png.subarray(0, Math.floor(png.length / 2))), 400, 'uploadFailed');
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(1000, 7)]);
    await expectRefused(upload('logo', garbage), 400, 'uploadFailed');
  });

  it('refuses an empty body with 400 uploadFailed', async () => {
    await expectRefused(upload('logo', Buffer.alloc(0)), 400, 'uploadFailed');
  });

  it('refuses a real image over the kind limit with 413 fileTooLarge', async () => {
    const big = await noisyPng(1000, 800); // ~2.4 MB uncompressed PNG
    expect(big.length).toBeGreaterThan(2 * MB);
    expect(big.length).toBeLessThan(6 * MB);
    await expectRefused(upload('logo', big), 413, 'fileTooLarge');
    // The same file is within the ad-image limit.
    expect((await upload('ad-image', big, { as: 'rider' })).status).toBe(201);
  });

  it('refuses by Content-Length before reading, and closes the connection', async () => {
    const before = await fileCount();
    const res = await rawPost('/api/files?kind=logo', await server.loginAs('admin'), 2 * MB + 1, {
      contentLength: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'fileTooLarge', messageKey: 'errors.fileTooLarge' } });
    expect(res.connection).toBe('close');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an oversized body sent without a Content-Length (chunked) while reading it', async () => {
    const before = await fileCount();
    const res = await rawPost('/api/files?kind=regulation', await server.loginAs('admin'), 21 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'fileTooLarge', messageKey: 'errors.fileTooLarge' } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a visitor before reading a large body', async () => {
    const res = await rawPost('/api/files?kind=regulation', '', 19 * MB, { contentLength: true });
    expect(res.status).toBe(401);
  });

  it('still answers on the same keep-alive agent after an early refusal', async () => {
    const big = await upload('logo', Buffer.alloc(2 * MB + 10, 1));
    expect(big.status).toBe(413);
    await big.text();
    expect((await upload('logo', await pngFile())).status).toBe(201);
  });
});

describe('serving files', () => {
  let logo: Stored;
  beforeAll(async () => {
    logo = await stored(await upload('logo', await webpFile(800, 400)));
  });

  it('serves the bytes with immutable caching, an ETag and nosniff', async () => {
    const { res, bytes } = await download(logo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(bytes.length).toBe(logo.size);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const etag = (await server.fetch(logo.url)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const { res, bytes } = await download(logo.url, { 'if-none-match': header });
      expect(res.status, header).toBe(304);
      expect(bytes.length).toBe(0);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await server.fetch(logo.url, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('the ETag is the sha256 of the served bytes', async () => {
    const { res, bytes } = await download(logo.url);
    const { createHash } = await import('node:crypto');
    expect(res.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
  });

  it('serves a WebP thumbnail within 200×200, keeping the whole picture', async () => {
    const { res, bytes } = await download(logo.thumbnailUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 100 });
    const etag = res.headers.get('etag')!;
    expect(etag).not.toBe((await server.fetch(logo.url)).headers.get('etag'));
    expect((await server.fetch(logo.thumbnailUrl!, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('makes a portrait thumbnail 200 px high, and never enlarges a small picture', async () => {
    const portrait = await stored(await upload('ad-image', await jpegFile(600, 900), { as: 'rider' }));
    const { bytes } = await download(portrait.thumbnailUrl!);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 133, height: 200 });
    const small = await stored(await upload('ad-image', await jpegFile(80, 40), { as: 'rider' }));
    const thumb = await download(small.thumbnailUrl!);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 80, height: 40 });
  });

  it.each([
    '/api/files/00000000-0000-4000-8000-000000000000',
    '/api/files/not-a-uuid',
    '/api/files/00000000-0000-4000-8000-000000000000/thumbnail',
  ])('answers an unknown file (%s) with a JSON 404', async (path) => {
    const res = await server.fetch(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound' } });
  });

  it('lets anyone, signed in or not, read a file', async () => {
    expect((await server.fetch(logo.url)).status).toBe(200);
    expect((await server.fetch(logo.url, { cookie: await server.loginAs('rider') })).status).toBe(200);
  });
});

describe('FilesService.storeUpload for other features', () => {
  const rider = { userId: 'u-rider', email: 'r@example.com', displayName: 'R', roles: [], isJudge: false };

  it("stores within the caller's transaction, so a rolled back ad leaves no photo", async () => {
    const service = new FilesService(server.database.db);
    const before = await fileCount();
    const photo = await jpegFile();
    await expect(
      server.database.db.transaction(async (tx) => {
        const file = await service.storeUpload(rider, 'ad-image', photo, {
          db: tx as unknown as typeof server.database.db,
        });
        expect(file.contentType).toBe('image/webp');
        throw new Error('the ad failed to save');
      }),
    ).rejects.toThrow('the ad failed to save');
    expect(await fileCount()).toBe(before);
    const file = await service.storeUpload(rider, 'ad-image', photo);
    expect((await server.fetch(file.url)).status).toBe(200);
    expect(await fileCount()).toBe(before + 1);
  });

  it('checks the role itself', async () => {
    const service = new FilesService(server.database.db);
    await expect(service.storeUpload(rider, 'logo', await pngFile())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(service.storeUpload(null, 'ad-image', await pngFile())).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
