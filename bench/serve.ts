/**
 * A TrialHub server for the benchmarks, run as a child process so that the subscribers' client work
 * does not share an event loop with the server. Started by bench/support.ts as
 * `node --import tsx bench/serve.ts` (inside `bash -c 'ulimit -n …; exec …'`).
 *
 * Environment: DATABASE_URL (unset: an in-memory PGlite), DEMO (readConfig's rules: on by default only
 * for the embedded database). Prints one JSON line `{"url":…,"port":…,"pid":…,"database":…}` on stdout
 * once it listens; everything else goes to stderr. Stops on SIGTERM/SIGINT, or when its parent goes away
 * (stdin closes), so a crashed benchmark leaves no server behind.
 */
import { performance } from 'node:perf_hooks';
import { readConfig } from '../apps/server/src/config.js';
import { LiveHub } from '../apps/server/src/live/hub.js';
import { startServer } from '../apps/server/src/start-server.js';

timeFanouts();

// BENCH_SERVE_WEB=1 serves the built web app too (judge-tap drives the real judge app).
const read = readConfig(process.env);
const config = { ...read, webDistDir: process.env.BENCH_SERVE_WEB === '1' ? read.webDistDir : null };
const server = await startServer({
  config,
  // A fixed secret: the benchmark's databases are thrown away, nothing signed here outlives them.
  authSecret: 'bench-secret-bench-secret-bench-secret-0',
  inMemory: config.databaseUrl === null,
  port: 0,
});
process.stdout.write(
  `${JSON.stringify({ url: server.url, port: server.port, pid: process.pid, database: server.database.kind })}\n`,
);

let stopping = false;
function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  console.error(`bench server ${process.pid}: ${reason}, stopping`);
  // Never hang on a slow close: the parent SIGKILLs after a few seconds anyway.
  setTimeout(() => process.exit(0), 3_000).unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('bench server: close failed', error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.stdin.on('end', () => stop('parent closed stdin'));
process.stdin.on('error', () => stop('stdin error'));
process.stdin.resume();

// SIGUSR2: collect garbage (the child runs with --expose-gc), then report memory on stderr as
// `BENCH memory {...}`: heapUsed after a full GC tells the live heap apart from RSS noise.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  process.stderr.write(`BENCH memory ${JSON.stringify(process.memoryUsage())}\n`);
});

/**
 * Times each event's fan-out inside the server, so a benchmark can tell server time from its own
 * client time: `loopMs` is LiveHub.receive (frame + one socket write per subscriber, in slices), `flushMs` runs
 * until the next setImmediate, by which the nextTick uncorks have handed every frame to the kernel.
 * One line per batch of events (a burst is fanned out together) on stderr: `BENCH fanout {"subscribers":…,"loopMs":…,"flushMs":…}`.
 * The cost is two performance.now() calls and one setImmediate per event.
 */
function timeFanouts(): void {
  const proto = LiveHub.prototype as unknown as { receive(this: LiveHub, payloads: string[]): Promise<void> };
  const receive = proto.receive;
  proto.receive = async function (payloads) {
    const started = performance.now();
    await receive.call(this, payloads);
    const looped = performance.now();
    setImmediate(() => {
      const line = {
        subscribers: this.connectionCount,
        loopMs: looped - started,
        flushMs: performance.now() - started,
      };
      process.stderr.write(`BENCH fanout ${JSON.stringify(line)}\n`);
    });
  };
}
