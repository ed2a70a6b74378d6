// `node apps/server/dist/main.js` (the build of this file; `npm start`), or `tsx apps/server/src/main.ts`.
// First the process's memory settings (may restart the process with them, decision 035), then the
// server: loaded only after that, so a restart has loaded nothing in vain.
import { tuneRuntime } from './ops/runtime-tuning.js';

tuneRuntime();
await import('./server-main.js');
