// `node apps/server/dist/main.js` (the build of this file; `npm start`), or `tsx apps/server/src/main.ts`.
// First the process's memory settings (may restart the process with them, decision 035), then the
// server: loaded only after that, so a restart has loaded nothing in vain.
import { enableCompileCache } from 'node:module';
import { tuneRuntime } from './ops/runtime-tuning.js';

// The venue laptop's forwarder is a process of its own (decision 085): no server, no memory tuning.
if (process.argv.includes('--venue-forwarder')) {
  await import('./features/venue/laptop/forwarder-main.js');
} else {
  await startTheServer();
}

async function startTheServer() {
  tuneRuntime();
  // The server's code compiled once, kept on disk by Node (its own directory in the system's temporary
  // one, or NODE_COMPILE_CACHE): a restart reads V8's compiled code instead of parsing and compiling
  // ~3 MB of JavaScript again (issue #36 point 6). A stale entry is noticed by its checksum and replaced.
  enableCompileCache?.();
  // The embedded database's WebAssembly compiles on V8's background threads while the code loads.
  if (!process.env.DATABASE_URL) void (await import('./db/pglite-wasm.js')).pgliteWasmModule();
  await import('./server-main.js');
}
