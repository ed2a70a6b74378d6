import { z } from 'zod';
import { type CalendarDay, dayIn } from '../competitions/zoned-time.js';
import type { Cents } from './cents.js';
import { payeeSchema } from './payee.js';

/** An amount a secretary sets: whole cents, 0 to 100 000 €. */
export const centsSchema = z.number().int().min(0).max(10_000_000);

/**
 * A stage's (or, as its default, a championship's) entry fees (decision 072). A class not listed pays
 * `otherClassesCents`; 0 everywhere is a free stage.
 */
export const feeSettingsSchema = z.object({
  classFees: z
    .array(z.object({ className: z.string().trim().min(1).max(100), cents: centsSchema }))
    .max(100)
    .default([]),
  otherClassesCents: centsSchema.default(0),
  /** Entries made on or before this calendar day of the venue pay the early price. */
  earlyUntil: z.iso.date().nullable().default(null),
  earlyDiscountCents: centsSchema.default(0),
  /** Added to entries made after the registration end (or on the competition's days without one). */
  lateSurchargeCents: centsSchema.default(0),
  /** Taken off for the 2nd and further riders of the same team on the stage. */
  familyDiscountCents: centsSchema.default(0),
  /** Who is paid by bank transfer; without one, the rider pays at sign-on. */
  payee: payeeSchema.nullable().default(null),
  /** A paid entry cancelled on or before this calendar day of the venue is refunded (or kept as credit); after it, not. */
  refundUntil: z.iso.date().nullable().default(null),
  /** What "refunded" means before `refundUntil`: money back, or credit for a later entry. */
  refundAs: z.enum(['refund', 'credit']).default('refund'),
});
export type FeeSettings = z.output<typeof feeSettingsSchema>;
export type FeeSettingsInput = z.input<typeof feeSettingsSchema>;

export type FeeLineKind = 'classFee' | 'earlyDiscount' | 'lateSurcharge' | 'familyDiscount' | 'licence';

/** One line of "why this amount": discounts are negative. */
export interface FeeLine {
  kind: FeeLineKind;
  cents: Cents;
}

export interface FeeQuote {
  totalCents: Cents;
  lines: FeeLine[];
}

export interface FeeInput {
  settings: FeeSettings | null;
  racingClass: string;
  /** When the entry was made (or would be, for a quote). */
  enteredAt: Date;
  /** The stage's venue zone: the early day and the competition's first day are its calendar days. */
  timeZone: string;
  registrationEnd: Date | null;
  competitionStart: Date;
  /** Riders of the same team entered on the stage before this one (0 when the entry names no team). */
  earlierTeamEntries: number;
  /** The hook for the riders issue's one-event licence: its price when the rider needs one, else 0. */
  licenceCents?: Cents;
}

/** Whether an entry made at `at` is late: after the registration end, or without one on the competition's days. */
export function isLateEntry(input: Pick<FeeInput, 'enteredAt' | 'timeZone' | 'registrationEnd' | 'competitionStart'>) {
  if (input.registrationEnd) return input.enteredAt.getTime() > input.registrationEnd.getTime();
  return dayIn(input.timeZone, input.enteredAt) >= dayIn(input.timeZone, input.competitionStart);
}

function isEarlyEntry(earlyUntil: CalendarDay | null, enteredAt: Date, timeZone: string): boolean {
  return earlyUntil !== null && dayIn(timeZone, enteredAt) <= earlyUntil;
}

/** The class's own price: its line in the list, else the price of other classes. */
export function classFee(settings: FeeSettings | null, racingClass: string): Cents {
  if (!settings) return 0;
  return settings.classFees.find((f) => f.className === racingClass)?.cents ?? settings.otherClassesCents;
}

/**
 * What an entry pays and why: the class fee, then the early discount or the late surcharge, then the
 * family discount, never below 0; then the licence. A class whose fee is 0 stays free (no surcharge).
 */
export function computeEntryFee(input: FeeInput): FeeQuote {
  const lines: FeeLine[] = [];
  const { settings } = input;
  const base = classFee(settings, input.racingClass);
  let total = 0;
  if (settings && base > 0) {
    lines.push({ kind: 'classFee', cents: base });
    total = base;
    if (isLateEntry(input)) {
      if (settings.lateSurchargeCents > 0) {
        lines.push({ kind: 'lateSurcharge', cents: settings.lateSurchargeCents });
        total += settings.lateSurchargeCents;
      }
    } else if (settings.earlyDiscountCents > 0 && isEarlyEntry(settings.earlyUntil, input.enteredAt, input.timeZone)) {
      const off = Math.min(settings.earlyDiscountCents, total);
      lines.push({ kind: 'earlyDiscount', cents: -off });
      total -= off;
    }
    if (input.earlierTeamEntries > 0 && settings.familyDiscountCents > 0 && total > 0) {
      const off = Math.min(settings.familyDiscountCents, total);
      lines.push({ kind: 'familyDiscount', cents: -off });
      total -= off;
    }
  }
  const licence = input.licenceCents ?? 0;
  if (licence > 0) {
    lines.push({ kind: 'licence', cents: licence });
    total += licence;
  }
  return { totalCents: total, lines };
}
