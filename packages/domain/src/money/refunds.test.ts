import { describe, expect, it } from 'vitest';
import { feeSettingsSchema } from './fees.js';
import { cancellationOutcome } from './refunds.js';

const settings = (over: Record<string, unknown>) => feeSettingsSchema.parse({ otherClassesCents: 2500, ...over });
const RIGA = 'Europe/Riga';

describe('cancellation of a paid entry', () => {
  it.each([
    // 23:30 in Riga on the refund day (21:30 UTC in winter): still refunded.
    ['2026-12-05T21:30:00Z', 'refund'],
    // 00:30 in Riga the next day (22:30 UTC the same UTC day): too late.
    ['2026-12-05T22:30:00Z', 'keep'],
    ['2026-11-01T10:00:00Z', 'refund'],
  ] as const)('cancelled at %s → %s (the venue’s calendar day decides)', (at, outcome) => {
    expect(cancellationOutcome(settings({ refundUntil: '2026-12-05' }), new Date(at), RIGA)).toBe(outcome);
  });

  it('keeps the money as credit when the club says so, and keeps it without a refund day', () => {
    const credit = settings({ refundUntil: '2026-12-05', refundAs: 'credit' });
    expect(cancellationOutcome(credit, new Date('2026-12-01T10:00:00Z'), RIGA)).toBe('credit');
    expect(cancellationOutcome(settings({}), new Date('2026-12-01T10:00:00Z'), RIGA)).toBe('keep');
    expect(cancellationOutcome(null, new Date('2026-12-01T10:00:00Z'), RIGA)).toBe('keep');
  });
});
