import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESS_MIN_BYTES, ENCODINGS, acceptedEncoding, bodyOf } from './compressed-copies.js';
import type { PageAnswer } from './page-cache.js';
import { ifNoneMatch } from './topic-cache.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Extensions of files a browser or a crawler asks for by name, besides those served above. */
const FILE_EXTENSIONS = new Set([
  ...Object.keys(contentTypes),
  '.map',
  '.xml',
  '.jpg',
  '.jpeg',
  '.gif',
  '.php',
  '.woff',
]);

function looksLikeFile(requested: string): boolean {
  return FILE_EXTENSIONS.has(path.posix.extname(requested).toLowerCase());
}

/**
 * The compressed copies the client build writes beside each file (vite-plugin-compression2 in
 * apps/web/vite.config.ts), best first. Brotli at its highest quality is ~15 % smaller than gzip on
 * our scripts (a public page's first load 168 → ~145 KB, issue #20), and a file compressed once at
 * build time costs the server nothing per request. A file without a copy (too small to gain) goes out
 * as it is, or through the compress middleware.
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The best copy of a file the browser accepts (`q` > 0, by name or through `*`), in our order: browsers
 * list `gzip` before `br`, which hono's default matcher would read as the browser's preference.
 */
function acceptedCopy(c: Context, copies: readonly (typeof PRECOMPRESSED)[number][]) {
  const encoding = acceptedEncoding(
    c,
    copies.map((p) => p.encoding),
  );
  return copies.find((p) => p.encoding === encoding);
}

/**
 * Files the build writes for us, not for browsers: source maps (the whole source of every chunk, the
 * service worker's and workbox's; for an error tracker, not the public) and Vite's manifest under
 * /.vite/ (read from disk by page-render.ts). They get the app's 404, never the page shell.
 */
function isBuildOnly(relativePath: string): boolean {
  return /\.map(\.br|\.gz)?$/i.test(relativePath) || /^\.vite(\/|$)/i.test(relativePath);
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year (their name changes with
 * their content), everything else is revalidated; any other path gets index.html (history fallback),
 * where the client router shows the page or its 404 screen.
 */
/** The app's page with another status than 200: an address it has no page for (404), or no longer (410). */
export interface StatusPage {
  status: 404 | 410;
  html: string;
}

/**
 * The app's index.html as read in the last second: every page view starts from it, and reading the file
 * each time was a few syscalls and a decode per view on the main thread (issue #36's crowd). A new build
 * is read within a second.
 */
const indexes = new Map<string, { at: number; html: Promise<string> }>();
function readIndex(file: string): Promise<string> {
  const kept = indexes.get(file);
  if (kept && Date.now() - kept.at < 1_000) return kept.html;
  const html = fs.promises.readFile(file, 'utf8');
  indexes.set(file, { at: Date.now(), html });
  html.catch(() => indexes.delete(file));
  return html;
}

export function serveSpa(
  distDir: string,
  options: {
    /** Rewrites index.html for a path (a public page's title and preview tags); null leaves it as built. */
    indexFor?: (path: string, html: string, request: Request) => Promise<string | PageAnswer | StatusPage | null>;
  } = {},
): MiddlewareHandler {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      // Not a path we could have written (bad percent-encoding): the app's 404, not the page.
      return next();
    }
    // The file lookup throws on NUL (app.ts refuses it earlier with a 400; this keeps the 500 away
    // wherever this middleware is used), and what only the build and our tools read is not served.
    if (requested.includes('\0')) return next();
    const filePath = path.resolve(root, '.' + path.posix.normalize(requested));
    if (isBuildOnly(path.relative(root, filePath).split(path.sep).join('/'))) return next();
    const isInside = filePath.startsWith(root + path.sep);
    const isFile = isInside && fs.statSync(filePath, { throwIfNoEntry: false })?.isFile();
    // A file's name that names no file (/favicon.ico, /manifest.json, /service-worker.js, an old chunk):
    // the app's 404, not the page with a 200. Only a file type's extension counts: a page's address may
    // hold dots (an unsubscribe link's signed token ends in its signature).
    if (!isFile && looksLikeFile(requested)) return next();
    const servedPath = isFile ? filePath : indexPath;
    if (!fs.existsSync(servedPath)) return next();
    const isHashedAsset = isFile && requested.startsWith('/assets/');
    c.header('content-type', contentTypes[path.extname(servedPath)] ?? 'application/octet-stream');
    c.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    const copies = isFile ? PRECOMPRESSED.filter((p) => fs.existsSync(servedPath + p.suffix)) : [];
    if (copies.length > 0) {
      c.header('vary', 'Accept-Encoding');
      const copy = acceptedCopy(c, copies);
      if (copy) {
        c.header('content-encoding', copy.encoding);
        return c.body(await fs.promises.readFile(servedPath + copy.suffix));
      }
    }
    if (!isFile && options.indexFor) {
      const html = await options.indexFor(requested, await readIndex(servedPath), c.req.raw);
      if (typeof html === 'string') return c.body(html);
      if (html !== null && 'status' in html) return c.body(html.html, html.status);
      if (html !== null) return sendPage(c, html);
    }
    return c.body(await fs.promises.readFile(servedPath));
  };
}

/**
 * A rendered page (page-cache.ts): its kept compressed copy, brotli where accepted (issue #36); a 304
 * for a browser that has this very page. The page depends on the reader's cookies (zone, language),
 * language and device (Vary), and is revalidated every time (`no-cache`, set above).
 */
async function sendPage(c: Context, page: PageAnswer): Promise<Response> {
  c.header('vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile');
  if (page.etag) {
    c.header('etag', page.etag);
    if (ifNoneMatch(c.req.header('if-none-match'), page.etag)) return c.body(null, 304);
  }
  const encoding = page.copies.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(c, ENCODINGS) : undefined;
  if (!encoding) {
    // A length keeps hono's compress middleware off it: the answer is the page as kept.
    c.header('content-length', String(page.copies.body.length));
    return c.body(bodyOf(page.copies.body));
  }
  c.header('content-encoding', encoding);
  return c.body(bodyOf(await page.copies.get(encoding)));
}

/**
 * Headers that only mean something on a page (its content security policy, framing, referrer, opener,
 * HSTS), taken off the built app's hashed files. A public page loads 20–50 of them; the page headers
 * were ~0.9 KB on each, more than many of the files themselves (issue #20). What a script or stylesheet
 * response needs stays: `nosniff`, `Cross-Origin-Resource-Policy`, the cache headers. Registered
 * before secureHeaders, so it runs after it.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export const leanAssetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.path.startsWith('/assets/') || c.res.status !== 200) return;
  // A missing file is answered with the app's page (history fallback): a page keeps its headers.
  if (c.res.headers.get('content-type')?.startsWith('text/html')) return;
  try {
    for (const name of PAGE_ONLY_HEADERS) c.res.headers.delete(name);
  } catch {
    // A response with immutable headers (a fetched one) goes out as it is.
  }
};
