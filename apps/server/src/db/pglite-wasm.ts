import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** V8's WebAssembly (the server's TypeScript library has its types, not the global's value). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

let compiling: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * The embedded database's WebAssembly (9 MB), compiled once per process (issue #36 point 6). main.ts
 * starts it before the server's code loads, so V8 compiles it on its background threads while the main
 * thread loads ~3 MB of JavaScript; PGlite then only instantiates it (open-db.ts). Undefined when the
 * file cannot be found or compiled: PGlite then loads it itself, as before.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module | undefined> {
  compiling ??= (async () => {
    try {
      // …/node_modules/@electric-sql/pglite/dist/index.js → dist/pglite.wasm
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      return await wasm.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
    } catch {
      return undefined;
    }
  })();
  return compiling;
}
