import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the service worker precaches (issue #35, decision 030): only what the judge app needs to open
 * and score with no signal — the shell (index.html and what its entry imports), the judge app's
 * screens (link / PIN / hand-off page, the judge app, the installed app's start page) with everything
 * they import, the translations and the icons. A phone is ready offline once these are stored; with
 * every chunk of the public site and the admin screens (~220 files) it took ~20 s under load, and an
 * observer who walked off before that could not reopen the app. Other chunks are cached as they are
 * opened (the runtime rule in vite.config.ts).
 */
export const JUDGE_APP_MODULES = [
  'src/features/judging/judge-app.tsx',
  'src/features/judging/observe-page.tsx',
  'src/features/judging/standalone-judge-page.tsx',
];

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** The files the shell and the judge app load, from Vite's build manifest. */
export function judgeAppFiles(manifest: Record<string, ViteChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`${key}:${followDynamic}`)) return;
    seen.add(`${key}:${followDynamic}`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next, followDynamic);
    // The judge app's lazy parts (scanner, sheets…), never the entry's: those are every route of the site.
    if (followDynamic && !chunk.isEntry) for (const next of chunk.dynamicImports ?? []) visit(next, true);
  };
  visit('index.html', false);
  for (const key of JUDGE_APP_MODULES) {
    if (!manifest[key]) throw new Error(`judge-precache: ${key} is not in the build manifest`);
    visit(key, true);
  }
  return files;
}

const MANIFEST = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));

/** Workbox's manifestTransforms entry: keeps the judge app's files and everything not a chunk. */
export function judgeAppFirst<T extends { url: string }>(entries: T[]): { manifest: T[]; warnings: string[] } {
  if (!existsSync(MANIFEST)) throw new Error(`judge-precache: no build manifest at ${MANIFEST}`);
  const keep = judgeAppFiles(JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ViteChunk>);
  const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
  return { manifest, warnings: [] };
}
