/**
 * Interleaved A/B of the fan-out fix proposed in bench/README.md, for a shared, noisy machine: one
 * server, one set of subscribers, and the server's SSE writes switch between today's path (even
 * rounds: `res.write(frame)`) and the proposal (odd rounds: one pre-framed Buffer per event written
 * straight to each socket; bench/serve.ts, BENCH_EXPERIMENT=sse-raw-socket-odd-rounds). Both halves
 * see the same load, so their difference is the change's. Not part of run-all.
 *
 *   npx tsx bench/fanout-ab.ts [N]      (default 5000; 3 warm-up + 40 counted rounds)
 */
import {
  DEMO_ADMIN,
  type SummaryRow,
  closeAdminConnections,
  isEntry,
  ms,
  openSubscribers,
  percentile,
  printTable,
  publishRound,
  requireNode24,
  requireOpenFiles,
  signIn,
  sleep,
  startServerProcess,
  summarise,
} from './support.js';

const WARMUP = 3;
const ROUNDS = 40;
const GAP_MS = 300;
const ROUND_TIMEOUT_MS = 10_000;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function runFanoutAb(count: number): Promise<SummaryRow[]> {
  requireNode24();
  requireOpenFiles(count);
  const server = await startServerProcess(`fanout-ab-${count}`, { BENCH_EXPERIMENT: 'sse-raw-socket-odd-rounds' });
  const total = WARMUP + ROUNDS;
  try {
    const cookie = await signIn(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const pool = await openSubscribers(server, count, { topics: 'stages', rounds: total });
    try {
      const cpu: number[] = [];
      const patch: number[] = [];
      for (let round = 0; round < total; round++) {
        if (round === WARMUP) server.takeFanouts();
        const before = server.cpuMs();
        const [patchMs, arrived] = await Promise.all([
          publishRound(server, cookie, round),
          pool.waitForRound(round, ROUND_TIMEOUT_MS),
        ]);
        const after = server.cpuMs();
        if (arrived < count) console.error(`  round ${round}: only ${arrived} of ${count} subscribers got the event`);
        if (round >= WARMUP) {
          cpu.push(before === null || after === null ? NaN : after - before);
          patch.push(patchMs);
        }
        await sleep(GAP_MS);
      }
      // One fan-out line per event, in order (heartbeats and `ready` do not pass LiveHub.receive).
      const fanouts = server.takeFanouts();
      const rows: SummaryRow[] = [];
      for (const [label, parity] of [
        ['today: res.write(frame)', 0],
        ['proposal: one Buffer → socket.write', 1],
      ] as const) {
        const rounds = Array.from({ length: ROUNDS }, (_, i) => WARMUP + i).filter((r) => r % 2 === parity);
        const pick = <T>(values: T[]) => rounds.map((r) => values[r - WARMUP]!);
        const latency = summarise(rounds.map((r) => pool.latencies[r]!));
        const flush = pick(fanouts.length === ROUNDS ? fanouts : []).map((f) => f.flushMs);
        console.log(
          `${label}: p50 ${ms(latency.p50)} p99 ${ms(latency.p99)} max ${ms(latency.max)} (${latency.missing} missing); ` +
            `in the server: frames to the kernel p50 ${ms(median(flush))}, CPU ${ms(median(pick(cpu)))}/event (median); ` +
            `PATCH p50 ${ms(median(pick(patch)))}`,
        );
        rows.push({
          benchmark: 'fanout-ab',
          case: `${count} subscribers, ${label}`,
          result: `p50 ${ms(latency.p50)} / p99 ${ms(latency.p99)}; server: to kernel ${ms(median(flush))}, CPU ${ms(median(pick(cpu)))}/event, PATCH ${ms(median(pick(patch)))}`,
        });
      }
      if (fanouts.length !== ROUNDS) console.error(`  note: the server timed ${fanouts.length} events, not ${ROUNDS}`);
      return rows;
    } finally {
      pool.close();
    }
  } finally {
    closeAdminConnections();
    await server.stop();
  }
}

if (isEntry(import.meta.url)) {
  const count = Number(process.argv[2] ?? 5000);
  console.log(`fanout-ab: ${count} subscribers, ${WARMUP} + ${ROUNDS} rounds, the proposal on odd rounds …`);
  const rows = await runFanoutAb(Number.isInteger(count) && count > 0 ? count : 5000);
  console.log();
  printTable(rows);
}
