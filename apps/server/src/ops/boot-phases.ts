import { performance } from 'node:perf_hooks';

/**
 * Where a start's time goes (issue #36 point 6): each phase's end, in ms since the process started
 * (`performance.now()` counts from there, so loading the code is the first phase), and the process's
 * CPU time by then. The server logs them once it answers (server-main.ts); bench/README.md reads them.
 */
export class BootPhases {
  private readonly marks: { phase: string; at: number; cpu: number }[] = [];

  mark(phase: string) {
    const { user, system } = process.cpuUsage();
    this.marks.push({ phase, at: performance.now(), cpu: (user + system) / 1000 });
  }

  /** "code 420 ms (cpu 380) · database 610 ms (…) · …": each phase's own wall and CPU time. */
  summary(): string {
    let at = 0;
    let cpu = 0;
    return this.marks
      .map((m) => {
        const text = `${m.phase} ${Math.round(m.at - at)} ms (cpu ${Math.round(m.cpu - cpu)})`;
        at = m.at;
        cpu = m.cpu;
        return text;
      })
      .join(' · ');
  }

  /** Since the process started, in ms. */
  total(): number {
    return Math.round(this.marks.at(-1)?.at ?? performance.now());
  }
}
