import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from 'pino';

/**
 * `npm start` on a venue laptop (VENUE_FEDERATION_URL set) runs the forwarder beside the server: the same
 * program with `--venue-forwarder`, started again a few seconds after it ends unexpectedly and stopped with
 * the server. VENUE_FORWARDER=off leaves it to be run apart (`npm run venue:forward`).
 */
export function spawnForwarder(port: number, log: Logger): { stop(): void } | null {
  if (process.env.VENUE_FORWARDER === 'off') return null;
  let child: ChildProcess | null = null;
  let stopped = false;
  let restart: NodeJS.Timeout | null = null;
  const start = () => {
    child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--venue-forwarder'], {
      env: { ...process.env, VENUE_LAPTOP_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      log.warn({ code, signal }, 'venue forwarder ended: starting it again in 3 s');
      restart = setTimeout(start, 3000);
      restart.unref();
    });
  };
  start();
  return {
    stop() {
      stopped = true;
      if (restart) clearTimeout(restart);
      child?.kill('SIGTERM');
    },
  };
}
