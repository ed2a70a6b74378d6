import { dayIn } from '../competitions/zoned-time.js';
import type { FeeSettings } from './fees.js';

export type CancellationOutcome = 'refund' | 'credit' | 'keep';

/**
 * What becomes of a paid entry's money when the entry is cancelled at `at`: refunded (or kept as credit,
 * as the club chose) when cancelled on or before the club's refund day — the venue's calendar day, so a
 * rider cancelling at 23:30 in Riga on that day still gets it — and kept after it, or with no such day.
 */
export function cancellationOutcome(settings: FeeSettings | null, at: Date, timeZone: string): CancellationOutcome {
  if (!settings?.refundUntil) return 'keep';
  return dayIn(timeZone, at) <= settings.refundUntil ? settings.refundAs : 'keep';
}
