// Compiles the server (apps/server/src, with @trialhub/domain) into plain JavaScript in
// apps/server/dist, run by plain `node` (decision 035): no TypeScript compiler in the running
// process, so start is faster and idle memory smaller than under tsx. Packages in node_modules stay
// imports (not bundled); dynamic imports stay lazy (their own chunks, or untouched when they point
// outside the server's source, e.g. the web build). Takes well under a second.
//
//   node scripts/build-server.mjs            # build once
//   node scripts/build-server.mjs --if-stale # build only when a source file is newer than the build
//   … --no-db-template                      # without the database template step (decision 046)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'apps/server/src');
const domainSrc = path.join(root, 'packages/domain/src');
const outdir = path.join(root, 'apps/server/dist');
const entry = path.join(serverSrc, 'main.ts');
const posix = (p) => p.split(path.sep).join('/');
const ours = (file) => file.startsWith(serverSrc + path.sep) || file.startsWith(domainSrc + path.sep);

function newestSource(dir) {
  let newest = 0;
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|json|sql)$/.test(dirent.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

if (process.argv.includes('--if-stale')) {
  const built = path.join(outdir, 'main.js');
  const sources = Math.max(
    newestSource(serverSrc),
    newestSource(domainSrc),
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
    // A new install may change what our code imports.
    existsSync(path.join(root, 'package-lock.json')) ? statSync(path.join(root, 'package-lock.json')).mtimeMs : 0,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    ensureDbTemplate();
    process.exit(0);
  }
}

/**
 * Our files find things next to their source (migrations, the web build, locales) through
 * import.meta.url / import.meta.dirname. In the build every chunk sits in apps/server/dist, so each
 * file's import.meta.* is rewritten to its source location, relative to dist (the checkout may move).
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!ours(args.path)) return undefined;
      let contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('import.meta.')) return { contents, loader: 'ts' };
      const rel = posix(path.relative(outdir, args.path));
      contents =
        `import { dirname as __srcDirname } from 'node:path';\n` +
        `import { fileURLToPath as __srcFileURLToPath } from 'node:url';\n` +
        `const __srcUrl = new URL(${JSON.stringify(rel)}, import.meta.url).href;\n` +
        `const __srcDir = __srcDirname(__srcFileURLToPath(__srcUrl));\n` +
        contents.replaceAll('import.meta.url', '__srcUrl').replaceAll('import.meta.dirname', '__srcDir');
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Our own code is bundled (the server and @trialhub/domain, which is TypeScript source), and with it the
 * packages of BUNDLED_PACKAGES. Every other package stays an import from node_modules: packages that find
 * files next to their own module (pino's workers, the iCalendar time zones, PGlite's WebAssembly, the
 * PDF fonts) through __dirname or import.meta.url, which a bundle would point at apps/server/dist;
 * native ones (sharp); Sentry's instrumentation, which hooks the loader. A dynamic import of a file
 * outside the server's source (the web app's server-render build, made by its own build) is loaded from
 * where it is, when it is needed.
 *
 * Why bundle any (decision 045): a start loaded ~1,150 ES modules, ~900 of them of these packages, and
 * Node spent ~0.8 s of a 2.5 s restart finding their package.json scopes (drizzle-orm's alone is 179 KB,
 * read again for each of its files). They are plain JavaScript that reads no file of its own. The
 * packages they import are bundled too when listed, else checked to resolve from dist to the very same
 * package (so no second copy of a package is loaded next to the bundled one).
 */
const BUNDLED_PACKAGES = new Set([
  'better-auth',
  '@better-auth/core',
  '@better-auth/utils',
  '@better-auth/drizzle-adapter',
  '@better-auth/kysely-adapter',
  '@better-auth/memory-adapter',
  '@better-auth/mongo-adapter',
  '@better-auth/prisma-adapter',
  '@better-auth/telemetry',
  '@better-fetch/fetch',
  'better-call',
  'kysely',
  'jose',
  '@noble/hashes',
  '@noble/ciphers',
  '@opentelemetry/api',
  'defu',
  'rou3',
  'quansync',
  'nanostores',
  'drizzle-orm',
  'zod',
  'hono',
  '@hono/node-server',
  '@hono/standard-validator',
  'hono-openapi',
  '@standard-community/standard-json',
  '@standard-community/standard-openapi',
  '@standard-schema/spec',
  // CommonJS, bundled as such (the banner's require serves Node's own modules).
  'prom-client',
  'tdigest',
  'bintrees',
  'pg',
  'pg-pool',
  'pg-protocol',
  'pg-types',
  'pg-int8',
  'pg-connection-string',
  'pg-cloudflare',
  'pgpass',
  'split2',
  'postgres-array',
  'postgres-bytea',
  'postgres-date',
  'postgres-interval',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The folder of package `name` as Node finds it from `dir` (node_modules up the tree). */
function packageDirFrom(dir, name) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(at) === at) return null;
  }
}

const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path.startsWith('node:')) return { external: true };
      if (!args.path.startsWith('.') && !path.isAbsolute(args.path)) {
        const name = packageName(args.path);
        if (name === '@trialhub/domain' || BUNDLED_PACKAGES.has(name)) return undefined;
        // A bundled package's import of one that is not: it must find the same package from dist.
        if (!ours(args.importer) && packageDirFrom(args.resolveDir, name) !== packageDirFrom(outdir, name)) {
          return { errors: [{ text: `${name}, imported by ${args.importer}, is not the one dist finds: bundle it` }] };
        }
        return { external: true };
      }
      if (!ours(args.importer)) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      if (ours(target) || ours(target.replace(/\.js$/, '.ts'))) return undefined;
      let rel = posix(path.relative(outdir, target));
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { path: rel, external: true };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  // db-template: the build's last step below.
  entryPoints: [entry, path.join(serverSrc, 'cli/db-template.ts')],
  entryNames: '[name]',
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Stack traces and logs keep our function and class names.
  keepNames: true,
  // Flat: every file in dist, so the import.meta rewrite below holds for chunks too.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  // Bundled CommonJS packages require Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externals, sourceLocation],
});
console.log(`server built into ${posix(path.relative(root, outdir))} in ${Math.round(performance.now() - started)} ms`);
ensureDbTemplate();

/**
 * A new data dir starts as a copy of a migrated one instead of running initdb and the migrations
 * (decisions 046, 084): made here once per installed PGlite version and set of migrations
 * (dist/db-template.js does nothing when it exists), so a new installation's first start is quick too.
 */
function ensureDbTemplate() {
  if (!process.argv.includes('--no-db-template'))
    execFileSync(process.execPath, [path.join(outdir, 'db-template.js')], { stdio: 'inherit' });
}
