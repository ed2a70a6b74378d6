import type { CompactResult, PublicStage } from '@trialhub/domain';
import { rankByClass } from './results-model';

/**
 * A class shows its first rows until 'Show all' (issue #36 point 2): the page a crowd opens at the venue
 * is rendered on the server and hydrated in a phone's browser, and 400 riders' rows made each of those
 * ~4 times slower than the first screens anyone looks at. The reader's own row, the row the address
 * points at and any row whose details are open are shown wherever they rank.
 */
export const FIRST_ROWS = 25;

/** Per class, what the rows a server-rendered page left out count: the class's totals stay right. */
export type RowsLeftOut = Record<string, { rows: number; started: number }>;

/** The query holding a rendered page's `RowsLeftOut` until the browser has read the whole list. */
export const rowsLeftOutKey = (stageId: string) => ['results-left-out', stageId] as const;

/**
 * The results a server-rendered page carries (issue #36 point 2): each class's first FIRST_ROWS rows as
 * the page ranks them, and what the others count. The page renders and hydrates those; the browser reads
 * the whole list right after (results-api.ts), so live updates, 'Show all' and the other views have
 * every rider. Null when nothing would be left out.
 */
export function firstRowsOf(
  stage: PublicStage,
  results: CompactResult[],
  now: Date,
): { results: CompactResult[]; leftOut: RowsLeftOut } | null {
  const leftOut: RowsLeftOut = {};
  const kept = new Set<string>();
  for (const block of rankByClass(stage, results, now)) {
    block.rows.forEach(({ result }, i) => {
      if (i < FIRST_ROWS) kept.add(result.participantId);
      else {
        const count = (leftOut[block.name] ??= { rows: 0, started: 0 });
        count.rows++;
        if (result.total !== null) count.started++;
      }
    });
  }
  if (Object.keys(leftOut).length === 0) return null;
  return { results: results.filter((r) => kept.has(r.participantId)), leftOut };
}
