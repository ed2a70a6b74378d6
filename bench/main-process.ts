/**
 * The server as a user runs it (`node apps/server/dist/main.js`, as `npm start` and the systemd unit do),
 * in its own process group on a free port, for the benchmarks that measure it from outside (memory.ts,
 * memory-day.ts): the time from spawn to its first answer, its RSS, its CPU time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { LOOPBACK, repoRoot, sleep } from './support.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, LOOPBACK, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  port: number;
  /** Seconds from spawn to the first 200 of /api/health. */
  firstResponseS: number;
  /** The process's CPU time (user + system) until then: what the start costs whatever the machine's load. */
  firstResponseCpuS: number;
  rssMiB(): number | null;
  /** The process's CPU time (user + system, all its threads) so far, in ms: from /proc, as support.ts's. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** User + system CPU time of a process, all its threads (clock ticks, 100 a second). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the ")" of the command name: utime is the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `node apps/server/dist/main.js` as a user runs it, in its own process group. */
export async function startMain(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
      PORT: String(port),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server exited before answering:\n${stderr}`);
    if (performance.now() - started > 180_000) throw new Error(`server not up in 180 s:\n${stderr}`);
    const ok = await fetch(`http://${LOOPBACK}:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  const firstResponseS = (performance.now() - started) / 1000;
  const firstResponseCpuS = cpuMsOf(child.pid!) / 1000;
  return {
    child,
    port,
    firstResponseS,
    firstResponseCpuS,
    rssMiB() {
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return m ? Number(m[1]) / 1024 : null;
      } catch {
        return null;
      }
    },
    cpuMs() {
      try {
        return cpuMsOf(child.pid!);
      } catch {
        return null;
      }
    },
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
