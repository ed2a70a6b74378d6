import { type LogLevel, logger, onLogLine } from '../../src/ops/logger.js';

export interface CapturedLog {
  /** The JSON lines written so far, as they went to stdout. */
  text(): string;
  entries(): Record<string, unknown>[];
  stop(): void;
}

/**
 * Reads what the server running in this test process writes to its log from now on (the real JSON
 * lines), at `level` or above: the test project logs at warn (vitest.config.ts) to stay readable.
 */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const before = logger.level;
  logger.level = level;
  const lines: string[] = [];
  const off = onLogLine((line) => lines.push(line));
  return {
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stop() {
      off();
      logger.level = before;
    },
  };
}
